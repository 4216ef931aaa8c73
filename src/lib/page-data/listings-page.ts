import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { listingsPagePath } from '@/lib/listings-pages'

import { cachedCategories, cachedListingsPage } from './listings'

/**
 * What a listings page shows: the sectors for the sidebar, the chosen sector (null: all offers)
 * and one page of listings. An unknown sector slug is an unknown path, so it goes to the login
 * page (spec). A page past the last one (an old link, after listings left) goes to the last page.
 */
export async function loadListingsPage(locale: Locale, categorySlug: string | null, page: number) {
  const categories = await cachedCategories(locale)
  const category = categorySlug === null ? null : (categories.find((each) => each.slug === categorySlug) ?? null)
  if (categorySlug !== null && !category) redirect({ href: '/login', locale })

  const result = await cachedListingsPage(locale, categorySlug ?? '', page)
  if (page > 1 && page > result.pages) {
    redirect({ href: listingsPagePath(category ? `/${category.slug}` : '/bizness', result.pages), locale })
  }
  return { categories, category, result }
}
