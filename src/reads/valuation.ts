import { payloadClient } from '@/reads/payload-client'
import { sectorMultiples } from '@/services/valuation/sector-multiples'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache, PUBLIC_DATA_SECONDS } from '@/lib/cache/data-cache'

/**
 * Every sector's price ÷ profit and price ÷ turnover over its public listings (the valuation
 * calculator's comparables), under the tags any listing's change reaches (the list of all,
 * every listing read) and the categories'; the minute is for listings that expire unedited.
 */
export const cachedSectorMultiples = dataCache(async () => sectorMultiples(await payloadClient()), ['page-sector-multiples'], {
  tags: [CACHE_TAGS.allListings, CACHE_TAGS.listings, CACHE_TAGS.categories],
  revalidate: PUBLIC_DATA_SECONDS,
})
