import { inNextServer } from './in-next-server'
import { noteReadTags } from './read-tags'

/**
 * How long public data is kept without an edit (an edit revalidates its tags at once): what
 * changes with time alone, a listing whose expiry date passes, leaves the pages, the calls and
 * the caches in front within this.
 */
export const PUBLIC_DATA_SECONDS = 60

type CacheOptions = { tags: string[]; revalidate?: number }

/** Next keeps data for unstable_cache while it serves (instrumentation marks the server) and while it prerenders at build. */
const nextKeepsData = () => inNextServer() || process.env.NEXT_PHASE === 'phase-production-build'

/**
 * A read kept in Next's data cache under `tags` (cache-tags.ts), so an edit's revalidation
 * reaches it. Outside Next (a script, the tests that load the app's modules in their own
 * process) there is no cache to keep it in and unstable_cache throws, so the read runs as it is;
 * next/cache is imported only inside Next, since plain Node cannot even resolve it as a module.
 */
export function dataCache<A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[], options: CacheOptions) {
  let cached: ((...args: A) => Promise<R>) | undefined
  return async (...args: A): Promise<R> => {
    // Whatever is made from this read shows data under its tags, cached or not (a call's shared answer).
    noteReadTags(options.tags)
    if (!nextKeepsData()) return read(...args)
    cached ??= (await import('next/cache')).unstable_cache(read, keyParts, options)
    return cached(...args)
  }
}
