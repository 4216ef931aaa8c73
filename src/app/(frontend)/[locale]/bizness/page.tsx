import type { Metadata } from 'next'

import { ListingsView } from '@/components/listings/listings-view'
import { pageLocale } from '@/i18n/page-locale'
import { listingsMetadata } from '@/reads/seo/listings-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return listingsMetadata(locale, null, 1)
}

/** All public listings, newest first: the first page. */
export default async function ListingsIndexPage({ params }: Props) {
  const locale = await pageLocale(params)
  return <ListingsView locale={locale} categorySlug={null} page={1} />
}
