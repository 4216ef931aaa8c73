import type { IncomingMessage, ServerResponse } from 'node:http'

import { cacheTagHeaders, ownCacheTags } from '@/lib/cache/cache-tag-headers'

/*
 * Next keeps with each page it caches the tags of the reads the page was made from, and sends
 * them only in its "minimal mode" (behind Vercel's proxy). Its request metadata takes an
 * `onCacheEntry` callback, which it calls with the entry it is about to serve; the tags are read
 * from there and sent as the page's cache tags, so Varnish purges a page by exactly the reads
 * it shows. Next's internals: tests/e2e/listing-pages.e2e.spec.ts checks that pages carry them.
 */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')
const NEXT_CACHE_TAGS = 'x-next-cache-tags'

type CacheEntry = { value?: { headers?: Record<string, unknown> } | null } | null | undefined
type RequestWithMeta = IncomingMessage & { [NEXT_REQUEST_META]?: Record<string, unknown> }

/** Makes the page Next serves from its cache for `req` carry its cache tags (`xkey`, `Surrogate-Key`). */
export function sendPageCacheTags(req: IncomingMessage, res: ServerResponse): void {
  const meta = ((req as RequestWithMeta)[NEXT_REQUEST_META] ??= {})
  meta.onCacheEntry = (entry: CacheEntry) => {
    const tags = entry?.value?.headers?.[NEXT_CACHE_TAGS]
    const own = typeof tags === 'string' ? ownCacheTags(tags) : []
    if (own.length > 0 && !res.headersSent) for (const [name, value] of Object.entries(cacheTagHeaders(own))) res.setHeader(name, value)
    // false: Next serves the entry itself.
    return false
  }
}
