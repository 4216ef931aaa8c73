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
 * deeper by choosing a sector (docs/decisions.md, "Listings at scale").
 */
export const PAGED_LISTINGS_MAX = 2_000

/** The last page of `limit` listings that stays within PAGED_LISTINGS_MAX. */
export const deepestPage = (limit: number) => Math.floor(PAGED_LISTINGS_MAX / limit)

/** The pages of `limit` listings that can be opened among `total`: at least one (empty), never past deepestPage. */
export const reachablePages = (total: number, limit: number) => Math.max(1, Math.min(Math.ceil(total / limit), deepestPage(limit)))

/** Refuses a page past the deepest that numbered pages reach (400, with the way on: choose a sector). */
export function assertReachablePage(page: number, limit: number): void {
  if (page > deepestPage(limit)) throw new AppError('invalid', 'listing.pageTooDeep', { vars: { max: PAGED_LISTINGS_MAX } })
}

/**
 * One page of public listings in one category (by id) or all: newest first, or as a search
 * narrows and orders them. A search's total is counted only as far as numbered pages reach.
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
  assertReachablePage(page, limit)
  const searching = isSearch(search)
  const [listings, total] = await Promise.all([
    publicCards(payload, { categoryId, search, offset: (page - 1) * limit, limit }, locale),
    searching
      ? countMatching(payload, { categoryId, search: search!, cap: PAGED_LISTINGS_MAX }).then((count) =>
          Math.min(count, PAGED_LISTINGS_MAX),
        )
      : countPublicListings(payload, categoryId),
  ])
  return { listings, page, limit, total, pages: reachablePages(total, limit) }
}

/** The public listings featured on the home page, newest first. */
export async function featuredListings(payload: Payload, locale: Locale): Promise<PublicListing[]> {
  return publicCards(payload, { featuredOnly: true, offset: 0, limit: FEATURED_LIMIT }, locale)
}
