import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { pickCategory } from '@/services/listings/categories'
import type { CategorySummary, ListingPage, VisibleListing } from '@/services/listings/listing-shapes'
import { getListingBySlug } from '@/services/listings/public/by-slug'
import { assertReachablePage, DEFAULT_PAGE_SIZE, listPublicListings } from '@/services/listings/public/lists'
import { isSearch, type ListingSearch } from '@/services/listings/public/search'

import { cachedCategories, cachedListingsPage, cachedPublicListingCount, cachedPublicListingPage } from './listings'

/*
 * The public calls (docs/product.md#calls) answer from the same cached reads as the pages, under the same
 * tags, so an edit reaches a call when it reaches the page (docs/decisions/042-public-calls-from-the-pages-cache.md). A category is named by slug or id; it is looked up in the cached list of categories,
 * which also holds each one's count.
 */

/** The category a call names, undefined for '' or none (all categories); 404 when there is none. */
async function namedCategory(locale: Locale, ref: string | undefined): Promise<CategorySummary | undefined> {
  if (!ref) return undefined
  const category = pickCategory(await cachedCategories(locale), ref)
  if (!category) throw notFound('listing.categoryNotFound')
  return category
}

/**
 * POST /api/listing/index: one page of public listings in one category or all. The plain list
 * (newest first) is the pages' cached read; a search is read as asked, uncached, since its
 * combinations are endless and a cache of them would be filled by whoever sends the most.
 */
export async function listingIndex(
  payload: Payload,
  locale: Locale,
  { category, page = 1, limit = DEFAULT_PAGE_SIZE, search }: { category?: string; page?: number; limit?: number; search?: ListingSearch },
): Promise<ListingPage> {
  assertReachablePage(page, limit)
  const named = await namedCategory(locale, category)
  if (isSearch(search)) return listPublicListings(payload, { categoryId: named?.id, page, limit, search }, locale)
  return cachedListingsPage(locale, named ?? null, page, limit)
}

/** POST /api/listing/count: how many public listings there are, in one category or all. */
export async function listingCount(locale: Locale, { category }: { category?: string }): Promise<number> {
  const named = await namedCategory(locale, category)
  return named ? named.count : cachedPublicListingCount()
}

/** GET /api/listing/category/{slug}: one category with its count; 404 when there is none. */
export async function categoryBySlug(locale: Locale, slug: string): Promise<CategorySummary> {
  const category = (await cachedCategories(locale)).find((each) => each.slug === slug)
  if (!category) throw notFound('listing.categoryNotFound')
  return category
}

/**
 * GET /api/listing/get/{slug}/slug: a public listing from the cache its page reads; a signed-in
 * seller's own listing that the public does not see, and a confidential listing asked by someone
 * signed in (who may see it whole), are read for them alone, never cached.
 */
export async function listingBySlug(payload: Payload, locale: Locale, slug: string, user: User | null): Promise<VisibleListing> {
  const page = await cachedPublicListingPage(locale, slug)
  if (page && !(user && page.listing.confidential)) return { ...page.listing, is_public: true }
  if (!user) throw notFound('listing.notFound')
  return getListingBySlug(payload, slug, locale, user)
}
