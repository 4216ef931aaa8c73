import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/reads/payload-client'
import type { SearchState } from '@/reads/read-search-params'
import { searchQuery } from '@/lib/search/search-url'
import { searchFacets } from '@/services/listings/public/facets'
import { deepestPage, listPublicListings, SEARCHED_LISTINGS_MAX } from '@/services/listings/public/lists'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache, PUBLIC_DATA_SECONDS } from '@/lib/cache/data-cache'
import { cachedLocations } from './listing-form-options'
import { cachedCategories, LISTINGS_PER_PAGE } from './listings'

/** The counts beside the search form's options on the unfiltered pages, kept and refreshed like the lists they sit beside. */
export const cachedPlainFacets = dataCache(
  async (categoryId: number | null) => searchFacets(await payloadClient(), { categoryId: categoryId ?? undefined, search: {} }),
  ['page-plain-facets'],
  { tags: [CACHE_TAGS.allListings, CACHE_TAGS.listings, CACHE_TAGS.categories, CACHE_TAGS.locations], revalidate: PUBLIC_DATA_SECONDS },
)

/**
 * What a search page shows (/bizness?…, /{category}?…), read per request: no cache could hold
 * every combination, and one filled by whoever asks the most would push out the pages'. An
 * address that names no valid field is the plain page; one written untidily (empty fields from a
 * form sent without JavaScript) goes to its tidy form, so a search has one address.
 */
export async function loadSearchPage(locale: Locale, categorySlug: string | null, state: SearchState, rawQuery: string) {
  const categories = await cachedCategories(locale)
  const category = categorySlug === null ? null : (categories.find((each) => each.slug === categorySlug) ?? null)
  const basePath = categorySlug === null ? '/bizness' : `/${categorySlug}`
  // Not a sector: the address is some other page's, asked with a stray parameter.
  if (categorySlug !== null && !category) redirect({ href: basePath, locale })

  const tidy = searchQuery(state.fields, state.page)
  if (!state.ignored.length && tidy !== rawQuery) redirect({ href: tidy ? `${basePath}?${tidy}` : basePath, locale })

  const payload = await payloadClient()
  const categoryId = category?.id
  const read = (page: number) => listPublicListings(payload, { categoryId, page, limit: LISTINGS_PER_PAGE, search: state.search }, locale)
  const wanted = Math.min(state.page, deepestPage(LISTINGS_PER_PAGE, SEARCHED_LISTINGS_MAX))
  const [first, facets, locations] = await Promise.all([
    read(wanted),
    searchFacets(payload, { categoryId, search: state.search }),
    cachedLocations(locale),
  ])
  // A page past the last (an old link, a hand-edited number) shows the last one, and says so.
  const pastEnd = state.page > first.pages
  const result = pastEnd ? await read(first.pages) : first
  return { categories, category, result, facets, locations, pastEnd }
}
