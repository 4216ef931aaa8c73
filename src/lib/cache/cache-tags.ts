/*
 * The tags page data is cached under; collection hooks revalidate them when content changes.
 * Listing data is tagged per document and per list, so an edit reaches the pages that show the
 * listing and no others: its own page, its category's list, the list of all, and the counts
 * only when they can move. Every listing read also carries `listings`, `categories` and
 * `locations`, for the rare changes that reach all of them (a seller blocked, a sector renamed).
 */
export const CACHE_TAGS = {
  /** Every listing read: what a seller's blocking reaches. */
  listings: 'listings',
  /** The list of all public listings (its pages, the home page's listings, the sitemap). */
  allListings: 'listings:all',
  /** How many public listings there are, per category and in all (sidebars, the home page). */
  listingCounts: 'listings:counts',
  categories: 'categories',
  locations: 'locations',
  settings: 'site-settings',
  articles: 'articles',
  terms: 'terms',
  /** The NDA buyers accept for confidential listings (its text on their pages). */
  nda: 'nda',
} as const

/** One listing's page data (both languages), by the slug its page is read by. */
export const listingTag = (slug: string) => `listing:${slug}` as const

/** One category's list of public listings, by the category's slug. */
export const categoryListingsTag = (categorySlug: string) => `listings:category:${categorySlug}` as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | ReturnType<typeof listingTag> | ReturnType<typeof categoryListingsTag>

/**
 * Every tag page data is cached under; the signed revalidation call accepts no other. Slugs are
 * made by slugify (a-z, 0-9, dashes), so no tag holds the comma the call's signature joins on.
 */
export const CACHE_TAG_PATTERN = new RegExp(
  `^(?:${Object.values(CACHE_TAGS).join('|')}|${listingTag('')}[a-z0-9-]{1,100}|${categoryListingsTag('')}[a-z0-9-]{1,100})$`,
)

/** What a listing's tags are made from, before or after a change. */
export type ListingFacts = {
  slug: string | null | undefined
  categorySlug: string | null | undefined
  /** What decides whether the public sees it (status, expiry date, owner), as one comparable key. */
  visibility: string
}

/**
 * The tags a listing's change reaches: its page (old and new slug), its category's list (old and
 * new category) and the list of all; the counts only when the listing came, went, moved category
 * or may have changed visibility. `before` is absent on creation, `after` on deletion.
 */
export function listingChangeTags(before: ListingFacts | undefined, after: ListingFacts | undefined): CacheTag[] {
  const tags = new Set<CacheTag>([CACHE_TAGS.allListings])
  for (const facts of [before, after]) {
    if (facts?.slug) tags.add(listingTag(facts.slug))
    if (facts?.categorySlug) tags.add(categoryListingsTag(facts.categorySlug))
  }
  const countsMayMove = !before || !after || before.categorySlug !== after.categorySlug || before.visibility !== after.visibility
  if (countsMayMove) tags.add(CACHE_TAGS.listingCounts)
  return [...tags]
}
