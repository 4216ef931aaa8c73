import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/reads/payload-client'
import { listLocations } from '@/services/listings/locations'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache } from '@/lib/cache/data-cache'
import { cachedCategories } from './listings'

/** The municipalities for the listing form's select, cached until an editor changes one. */
export const cachedLocations = dataCache(async (locale: Locale) => listLocations(await payloadClient(), locale), ['form-locations'], {
  tags: [CACHE_TAGS.locations],
})

/** The choices of the listing form: categories in the editors' order, municipalities alphabetically. */
export async function listingFormOptions(locale: Locale) {
  const [categories, locations] = await Promise.all([cachedCategories(locale), cachedLocations(locale)])
  return { categories: categories.map(({ id, title }) => ({ id, title })), locations }
}
