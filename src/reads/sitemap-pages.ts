import { payloadClient } from '@/reads/payload-client'
import { listSitemapPages } from '@/services/seo/sitemap-pages'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache } from '@/lib/cache/data-cache'

/**
 * The sitemap's pages, cached until the list of all listings, the categories or the terms change;
 * at most an hour old besides, since listings leave the public site by expiring, which no hook sees.
 */
export const cachedSitemapPages = dataCache(async () => listSitemapPages(await payloadClient()), ['sitemap-pages'], {
  tags: [CACHE_TAGS.allListings, CACHE_TAGS.listings, CACHE_TAGS.categories, CACHE_TAGS.terms],
  revalidate: 3600,
})
