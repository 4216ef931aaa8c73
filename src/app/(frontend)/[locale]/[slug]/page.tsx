import type { Metadata } from 'next'

import { ListingsView } from '@/components/listings/listings-view'
import { pageLocale } from '@/i18n/page-locale'
import { listingsMetadata } from '@/reads/seo/listings-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Sector pages render on their first request and are cached until listings or sectors change.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  return listingsMetadata(locale, slug, 1)
}

/** A sector's public listings (/{category slug}); an unknown slug goes to the login page. */
export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  return <ListingsView locale={locale} categorySlug={slug} page={1} />
}
