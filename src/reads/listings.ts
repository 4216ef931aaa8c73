import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/reads/payload-client'
import { SLUG_MAX_LENGTH } from '@/lib/slugs/slugify'
import { listCategories } from '@/services/listings/categories'
import type { CategorySummary } from '@/services/listings/listing-shapes'
import { findPublicListingPage } from '@/services/listings/public/by-slug'
import { DEFAULT_PAGE_SIZE, featuredListings, listPublicListings } from '@/services/listings/public/lists'
import { countPublicListings } from '@/services/listings/public/queries'

import { CACHE_TAGS, type CacheTag, categoryListingsTag, listingTag } from '@/lib/cache/cache-tags'
import { dataCache, PUBLIC_DATA_SECONDS } from '@/lib/cache/data-cache'

/*
 * Listing data for pages and the public calls (listing-calls.ts), each read under its own tag (src/lib/cache/cache-tags.ts) besides the ones every
 * listing read carries. Edits revalidate the tags they reach at once (collection hooks); the
 * time limit is for what changes without an edit: a listing whose expiry date passes leaves the
 * pages and the calls within a minute. Pages built from these inherit both the tags and the minute (ISR).
 */
const listingData = (tag: CacheTag) => ({
  tags: [tag, CACHE_TAGS.listings, CACHE_TAGS.categories, CACHE_TAGS.locations],
  revalidate: PUBLIC_DATA_SECONDS,
})

/** Listings a page of the index and of a category page shows. */
export const LISTINGS_PER_PAGE = DEFAULT_PAGE_SIZE

/** Every category with its count of public listings, in the editors' order. */
export const cachedCategories = dataCache(
  async (locale: Locale) => listCategories(await payloadClient(), locale),
  ['page-categories'],
  listingData(CACHE_TAGS.listingCounts),
)

/*
 * unstable_cache fixes its tags when it is made, so reads tagged by their arguments (one
 * category's list, one listing) make it per call; the same function and key keep the cache key.
 */
const readListingsPage = async (locale: Locale, categoryId: number | null, page: number, limit: number) =>
  listPublicListings(await payloadClient(), { categoryId: categoryId ?? undefined, page, limit }, locale)

/** One page of public listings, newest first: all (category null) or one category's (as cachedCategories lists it). */
export const cachedListingsPage = (
  locale: Locale,
  category: Pick<CategorySummary, 'id' | 'slug'> | null,
  page: number,
  limit = LISTINGS_PER_PAGE,
) => {
  const tag = category ? categoryListingsTag(category.slug) : CACHE_TAGS.allListings
  return dataCache(readListingsPage, ['page-listings'], listingData(tag))(locale, category?.id ?? null, page, limit)
}

/** The home page's featured listings (a part of the list of all). */
export const cachedFeaturedListings = dataCache(
  async (locale: Locale) => featuredListings(await payloadClient(), locale),
  ['page-featured-listings'],
  listingData(CACHE_TAGS.allListings),
)

/** How many listings the public sees (the home page's first figure). */
export const cachedPublicListingCount = dataCache(
  async () => countPublicListings(await payloadClient()),
  ['page-public-listing-count'],
  listingData(CACHE_TAGS.listingCounts),
)

const readListingPage = async (locale: Locale, slug: string) => findPublicListingPage(await payloadClient(), slug, locale)

/** A public listing's page by slug, or null when the public may not see it (a slug longer than any is not even looked up). */
export const cachedPublicListingPage = async (locale: Locale, slug: string) =>
  slug.length > SLUG_MAX_LENGTH ? null : dataCache(readListingPage, ['page-listing'], listingData(listingTag(slug)))(locale, slug)
