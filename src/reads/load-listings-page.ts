import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { listingsPagePath } from '@/lib/listings/page-numbers'
import { deepestPage } from '@/services/listings/public/lists'

import { cachedCategories, cachedListingsPage, LISTINGS_PER_PAGE } from './listings'

/**
 * What a listings page shows: the sectors for the sidebar, the chosen sector (null: all offers)
 * and one page of listings. An unknown sector slug is an unknown path, so it goes to the login
 * page (docs/product.md#screens). A page past the last one (an old link, after listings left, or past the deepest
 * page numbers reach) goes to the last page.
 */
export async function loadListingsPage(locale: Locale, categorySlug: string | null, page: number) {
  const categories = await cachedCategories(locale)
  const category = categorySlug === null ? null : (categories.find((each) => each.slug === categorySlug) ?? null)
  if (categorySlug !== null && !category) redirect({ href: '/login', locale })

  const basePath = category ? `/${category.slug}` : '/bizness'
  // Pages past the deepest are refused by the read itself; their links lead to the last one.
  if (page > deepestPage(LISTINGS_PER_PAGE)) redirect({ href: listingsPagePath(basePath, deepestPage(LISTINGS_PER_PAGE)), locale })
  const result = await cachedListingsPage(locale, category, page)
  if (page > 1 && page > result.pages) redirect({ href: listingsPagePath(basePath, result.pages), locale })
  return { categories, category, result }
}
