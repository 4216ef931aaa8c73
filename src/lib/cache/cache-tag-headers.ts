import { CACHE_TAG_PATTERN } from '@/lib/cache/cache-tags'

/**
 * The headers that name an answer's cache tags to the caches in front: `xkey` for Varnish
 * (deploy/varnish/bizness.vcl purges by it), `Surrogate-Key` for a CDN in front of Varnish.
 */
export const cacheTagHeaders = (tags: readonly string[]) => {
  const value = [...new Set(tags)].join(' ')
  return { xkey: value, 'Surrogate-Key': value }
}

/** Our tags among those Next keeps with a page (it adds its own, for paths and layouts). */
export const ownCacheTags = (nextTags: string) => nextTags.split(',').filter((tag) => CACHE_TAG_PATTERN.test(tag))
