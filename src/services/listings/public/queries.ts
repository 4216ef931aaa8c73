import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Listing, User } from '@/payload-types'

import { publicCountsByCategory } from './listed'

/*
 * The queries behind a listing's public page and the visitor checks. They read as a visitor
 * (overrideAccess: false, no user), so Payload's own read rule decides what is public: the one
 * visibility rule, publicListingWhere in src/access/publicListingsOrOwn.ts (published, not
 * expired, seller not blocked), and field access keeps contacts out even if a select were
 * widened. The lists read the same rule in SQL (cards.ts).
 */

/** The fields a listing's views are made from; contacts are never loaded for them. */
export const VIEW_FIELDS = {
  title: true,
  slug: true,
  description: true,
  price: true,
  category: true,
  location: true,
  shares_to_sold: true,
  turnover: true,
  profit: true,
  employees: true,
  image: true,
  attachment: true,
  featured: true,
  confidential: true,
  createdAt: true,
  expiry_date: true,
} as const

export type ListingForView = Pick<Listing, 'id' | keyof typeof VIEW_FIELDS>

export const NEWEST_FIRST = ['-createdAt', '-id']

/** How many listings the public sees, in one category or all. */
export async function countPublicListings(payload: Payload, categoryId?: number): Promise<number> {
  const counts = await publicCountsByCategory(payload)
  if (categoryId !== undefined) return counts.get(categoryId) ?? 0
  return [...counts.values()].reduce((sum, count) => sum + count, 0)
}

/** Which of these listings the public sees now. */
export async function publicListingIds(payload: Payload, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: { expiry_date: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return new Set(docs.map((doc) => doc.id))
}

/**
 * These listings with what field access keeps from a visitor on confidential ones (municipality,
 * figures, files), read again as a whole: the public face (src/services/confidential/public-face.ts)
 * is made from it (the statistical region, the bands) and is all that leaves the view.
 */
export async function wholeOfConfidential<T extends ListingForView>(
  payload: Payload,
  docs: T[],
  locale: Locale,
): Promise<ListingForView[]> {
  const ids = docs.filter((doc) => doc.confidential).map((doc) => doc.id)
  if (ids.length === 0) return docs
  const { docs: whole } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: VIEW_FIELDS,
    depth: 1,
    locale,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(whole.map((doc) => [doc.id, doc]))
  return docs.map((doc) => byId.get(doc.id) ?? doc)
}

/**
 * A listing by its slug as its page shows it to `user`: a public one to anyone, or the
 * caller's own even when it is not public (hidden, expired), so sellers can look at theirs.
 * Anyone else's non-public listing is absent, for staff too (they use the admin panel).
 */
export async function findVisibleListing(payload: Payload, slug: string, locale: Locale, user: User | null) {
  const query = {
    collection: 'listings',
    limit: 1,
    pagination: false,
    depth: 1,
    locale,
    select: VIEW_FIELDS,
    overrideAccess: false,
  } as const
  const {
    docs: [publicListing],
  } = await payload.find({ ...query, where: { slug: { equals: slug } } })
  if (publicListing) return { listing: publicListing, isPublic: true }
  if (!user) return null
  const {
    docs: [own],
  } = await payload.find({
    ...query,
    where: { and: [{ slug: { equals: slug } }, { owner: { equals: user.id } }] },
    user,
  })
  return own ? { listing: own, isPublic: false } : null
}
