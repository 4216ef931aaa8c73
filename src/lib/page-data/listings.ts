import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/payload'
import { SLUG_MAX_LENGTH } from '@/lib/slugify'
import { listCategories } from '@/services/listings/categories'
import { findPublicListingPage } from '@/services/listings/public/by-slug'
import { DEFAULT_PAGE_SIZE, featuredListings, listPublicListings } from '@/services/listings/public/lists'
import { countPublicListings } from '@/services/listings/public/queries'

import { CACHE_TAGS, type CacheTag, categoryListingsTag, listingTag } from './cache-tags'

/*
 * Listing data for pages, each read under its own tag (cache-tags.ts) besides the ones every
 * listing read carries. Edits revalidate the tags they reach at once (collection hooks); the
 * time limit is for what changes without an edit: a listing whose expiry date passes leaves the
 * pages within a minute. Pages built from these inherit both the tags and the minute (ISR).
 */
const listingData = (tag: CacheTag) => ({
  tags: [tag, CACHE_TAGS.listings, CACHE_TAGS.categories, CACHE_TAGS.locations],
  revalidate: 60,
})

/** Listings a page of the index and of a category page shows. */
export const LISTINGS_PER_PAGE = DEFAULT_PAGE_SIZE

/** Every category with its count of public listings, in the editors' order. */
export const cachedCategories = unstable_cache(
  async (locale: Locale) => listCategories(await payloadClient(), locale),
  ['page-categories'],
  listingData(CACHE_TAGS.listingCounts),
)

/*
 * unstable_cache fixes its tags when it is made, so reads tagged by their arguments (one
 * category's list, one listing) make it per call; the same function and key keep the cache key.
 */
const readListingsPage = async (locale: Locale, category: string, page: number) =>
  listPublicListings(await payloadClient(), { category, page, limit: LISTINGS_PER_PAGE }, locale)

/** One page of public listings, newest first: all (category '') or one category's (by slug, which must exist). */
export const cachedListingsPage = (locale: Locale, category: string, page: number) => {
  const tag = category ? categoryListingsTag(category) : CACHE_TAGS.allListings
  return unstable_cache(readListingsPage, ['page-listings'], listingData(tag))(locale, category, page)
}

/** The home page's featured listings (a part of the list of all). */
export const cachedFeaturedListings = unstable_cache(
  async (locale: Locale) => featuredListings(await payloadClient(), locale),
  ['page-featured-listings'],
  listingData(CACHE_TAGS.allListings),
)

/** How many listings the public sees (the home page's first figure). */
export const cachedPublicListingCount = unstable_cache(
  async () => countPublicListings(await payloadClient()),
  ['page-public-listing-count'],
  listingData(CACHE_TAGS.listingCounts),
)

const readListingPage = async (locale: Locale, slug: string) => findPublicListingPage(await payloadClient(), slug, locale)

/** A public listing's page by slug, or null when the public may not see it (a slug longer than any is not even looked up). */
export const cachedPublicListingPage = async (locale: Locale, slug: string) =>
  slug.length > SLUG_MAX_LENGTH ? null : unstable_cache(readListingPage, ['page-listing'], listingData(listingTag(slug)))(locale, slug)
