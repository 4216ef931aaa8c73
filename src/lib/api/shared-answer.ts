import { PUBLIC_DATA_SECONDS } from '@/lib/cache/data-cache'
import { cacheTagHeaders } from '@/lib/cache/cache-tag-headers'

/**
 * How a call says its answer is the same for every visitor who asks the same: shared caches
 * (Varnish, deploy/varnish/bizness.vcl) may keep it as long as the reads it was made from, and
 * drop it when a revalidation purges one of the tags it was built from.
 */
export const sharedAnswerHeaders = (tags: readonly string[]) => ({
  'Cache-Control': `public, s-maxage=${PUBLIC_DATA_SECONDS}, stale-while-revalidate=${PUBLIC_DATA_SECONDS}`,
  ...cacheTagHeaders(tags),
})
