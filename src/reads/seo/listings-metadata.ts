import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { listingsPagePath } from '@/lib/listings/page-numbers'
import { cachedCategories } from '@/reads/listings'

import { pageMetadata } from '@/lib/seo/page-metadata'

/** Metadata of the listings index (categorySlug null) or a sector's page, page `page`. */
export async function listingsMetadata(locale: Locale, categorySlug: string | null, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const category = categorySlug === null ? null : (await cachedCategories(locale)).find((each) => each.slug === categorySlug)
  // An unknown sector redirects to the login page; it has no metadata of its own.
  if (categorySlug !== null && !category) return {}

  const heading = category ? category.title : t('title')
  const title = page > 1 ? t('pageTitle', { title: heading, page }) : heading
  return pageMetadata({
    locale,
    path: listingsPagePath(category ? `/${category.slug}` : '/bizness', page),
    title,
    shareTitle: title,
    description: category ? t('categoryMetaDescription', { category: category.title }) : t('metaDescription'),
  })
}
