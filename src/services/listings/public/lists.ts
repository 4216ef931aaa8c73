import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'

import type { ListingPage, PublicListing } from '../listing-shapes'
import { countMatching, publicCards } from './cards'
import { isSearch, type ListingSearch } from './search'
import { countPublicListings } from './queries'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
export const FEATURED_LIMIT = 12

/**
 * How deep numbered pages reach into the newest listings. Skipping rows costs the database a
 * step each, so a page past this would cost more the more listings there are; a visitor goes
 * deeper by choosing a sector (docs/decisions/041-public-listings-kept-by-the-database.md).
 */
export const PAGED_LISTINGS_MAX = 2_000

/**
 * How far a search's matches are counted and paged. A search is narrowed, not paged through;
 * counting its matches is the one part of it that grows with the site (at 100 000 listings,
 * counting to 2 000 took 14 ms of a filtered search's 20).
 */
export const SEARCHED_LISTINGS_MAX = 500

/** The last page of `limit` listings that stays within `reach`. */
export const deepestPage = (limit: number, reach = PAGED_LISTINGS_MAX) => Math.floor(reach / limit)

/** The pages of `limit` listings that can be opened among `total`: at least one (empty), never past deepestPage. */
export const reachablePages = (total: number, limit: number, reach = PAGED_LISTINGS_MAX) =>
  Math.max(1, Math.min(Math.ceil(total / limit), deepestPage(limit, reach)))

/** Refuses a page past the deepest that numbered pages reach (400, with the way on: choose a sector, or narrow the search). */
export function assertReachablePage(page: number, limit: number, reach = PAGED_LISTINGS_MAX): void {
  if (page > deepestPage(limit, reach))
    throw new AppError('invalid', reach === PAGED_LISTINGS_MAX ? 'listing.pageTooDeep' : 'listing.searchPageTooDeep', {
      vars: { max: reach },
    })
}

/**
 * One page of public listings in one category (by id) or all: newest first, or as a search
 * narrows and orders them. A search's total is counted only as far as its pages reach.
 */
export async function listPublicListings(
  payload: Payload,
  {
    categoryId,
    page = 1,
    limit = DEFAULT_PAGE_SIZE,
    search,
  }: { categoryId?: number; page?: number; limit?: number; search?: ListingSearch },
  locale: Locale,
): Promise<ListingPage> {
  const searching = isSearch(search)
  const reach = searching ? SEARCHED_LISTINGS_MAX : PAGED_LISTINGS_MAX
  assertReachablePage(page, limit, reach)
  const [listings, total] = await Promise.all([
    publicCards(payload, { categoryId, search, offset: (page - 1) * limit, limit }, locale),
    searching
      ? countMatching(payload, { categoryId, search: search!, cap: reach }).then((count) => Math.min(count, reach))
      : countPublicListings(payload, categoryId),
  ])
  return { listings, page, limit, total, pages: reachablePages(total, limit, reach) }
}

/** The public listings featured on the home page, newest first. */
export async function featuredListings(payload: Payload, locale: Locale): Promise<PublicListing[]> {
  return publicCards(payload, { featuredOnly: true, offset: 0, limit: FEATURED_LIMIT }, locale)
}
