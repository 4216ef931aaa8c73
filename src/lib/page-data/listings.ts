import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/payload'
import { listCategories } from '@/services/listings/categories'
import { findPublicListingPage } from '@/services/listings/public-listing-page'
import { DEFAULT_PAGE_SIZE, featuredListings, listPublicListings } from '@/services/listings/public-listings'
import { countPublicListings } from '@/services/listings/public-queries'

import { CACHE_TAGS } from './cache-tags'

/*
 * Listing data for pages. Edits revalidate these tags at once (collection hooks); the time limit
 * is for what changes without an edit: a listing whose expiry date passes leaves the pages within
 * a minute. Pages built from these inherit both the tags and the minute (ISR).
 */
const LISTING_DATA = {
  tags: [CACHE_TAGS.listings, CACHE_TAGS.categories, CACHE_TAGS.locations],
  revalidate: 60,
}

/** Listings a page of the index and of a category page shows. */
export const LISTINGS_PER_PAGE = DEFAULT_PAGE_SIZE

/** Every category with its count of public listings, in the editors' order. */
export const cachedCategories = unstable_cache(
  async (locale: Locale) => listCategories(await payloadClient(), locale),
  ['page-categories'],
  LISTING_DATA,
)

/** One page of public listings, newest first: all (category '') or one category's (by slug, which must exist). */
export const cachedListingsPage = unstable_cache(
  async (locale: Locale, category: string, page: number) =>
    listPublicListings(await payloadClient(), { category, page, limit: LISTINGS_PER_PAGE }, locale),
  ['page-listings'],
  LISTING_DATA,
)

/** The home page's featured listings. */
export const cachedFeaturedListings = unstable_cache(
  async (locale: Locale) => featuredListings(await payloadClient(), locale),
  ['page-featured-listings'],
  LISTING_DATA,
)

/** How many listings the public sees (the home page's first figure). */
export const cachedPublicListingCount = unstable_cache(
  async () => countPublicListings(await payloadClient()),
  ['page-public-listing-count'],
  LISTING_DATA,
)

/** A public listing's page by slug, or null when the public may not see it. */
export const cachedPublicListingPage = unstable_cache(
  async (locale: Locale, slug: string) => findPublicListingPage(await payloadClient(), slug, locale),
  ['page-listing'],
  LISTING_DATA,
)
