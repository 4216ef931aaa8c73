import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'

import { categoryFilter } from '../categories'
import { loadListingExtras } from '../listing-extras'
import type { ListingPage, PublicListing } from '../listing-shapes'
import { countPublicListings, findPublicListings, type ListingForView } from './queries'
import { toPublicListing } from './view'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
export const FEATURED_LIMIT = 12

const inCategory = (categoryId: number | undefined): Where | undefined =>
  categoryId === undefined ? undefined : { category: { equals: categoryId } }

async function toCards(payload: Payload, docs: ListingForView[]): Promise<PublicListing[]> {
  const extrasOf = await loadListingExtras(payload, docs)
  return docs.map((doc) => toPublicListing(doc, extrasOf(doc), 'card'))
}

/** One page of public listings, newest first, in one category (slug or id) or all ('' or none). */
export async function listPublicListings(
  payload: Payload,
  { category, page = 1, limit = DEFAULT_PAGE_SIZE }: { category?: string; page?: number; limit?: number },
  locale: Locale,
): Promise<ListingPage> {
  const categoryId = (await categoryFilter(payload, category, locale))?.id
  const [docs, total] = await Promise.all([
    findPublicListings(payload, { where: inCategory(categoryId), page, limit, locale }),
    countPublicListings(payload, categoryId),
  ])
  // An empty list still has its one (empty) page.
  return { listings: await toCards(payload, docs), page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) }
}

/** How many public listings there are, in one category or all. */
export async function countListings(payload: Payload, { category }: { category?: string }, locale: Locale): Promise<number> {
  return countPublicListings(payload, (await categoryFilter(payload, category, locale))?.id)
}

/** The public listings featured on the home page, newest first. */
export async function featuredListings(payload: Payload, locale: Locale): Promise<PublicListing[]> {
  return toCards(
    payload,
    await findPublicListings(payload, { where: { featured: { equals: true } }, page: 1, limit: FEATURED_LIMIT, locale }),
  )
}
