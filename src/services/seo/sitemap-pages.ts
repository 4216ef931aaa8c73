import type { Payload } from 'payload'

import { VALUATION_PATH } from '@/lib/valuation/valuation-params'

/** A public page for the sitemap: its path without a language prefix and when it last changed. */
export type SitemapPage = { path: string; lastModified?: string }

/**
 * Every public page search engines should know: home, the listings index, each category page,
 * each public listing, the terms and the valuation calculator. The resources page is noindex (docs/product.md#screens), so it is left out.
 */
export async function listSitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const [categories, listings, terms] = await Promise.all([
    payload.find({
      collection: 'categories',
      sort: ['order', 'id'],
      pagination: false,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
    }),
    // Read as a visitor: Payload's read rule decides what is public, as on the listing pages.
    payload.find({
      collection: 'listings',
      sort: ['id'],
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    }),
    payload.findGlobal({ slug: 'terms', depth: 0, select: { updatedAt: true }, overrideAccess: false }),
  ])
  return [
    { path: '/' },
    { path: '/bizness' },
    ...categories.docs.filter((category) => category.slug).map((category) => ({ path: `/${category.slug}` })),
    ...listings.docs
      .filter((listing) => listing.slug)
      .map((listing) => ({ path: `/bizness/${listing.slug}`, lastModified: listing.updatedAt })),
    { path: '/lietosanas-noteikumi', lastModified: terms.updatedAt ?? undefined },
    { path: VALUATION_PATH },
  ]
}
