import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { ListingsView } from '@/components/listings/listings-view'
import { getPathname, redirect } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { parsePageNumber } from '@/lib/listings/page-numbers'
import { listingsMetadata } from '@/reads/seo/listings-metadata'

type Props = { params: Promise<{ locale: string; page: string }> }

// Rendered on first request, then cached like the first page.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { page } = await params
  const number = parsePageNumber(page)
  return number ? listingsMetadata(locale, null, number) : {}
}

/** All public listings, newest first: page 2 onwards (/bizness/lapa/2). */
export default async function ListingsIndexMorePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { page } = await params
  const number = parsePageNumber(page)
  // Anything but a page number is an unknown path, which goes to the login page (docs/product.md#screens).
  if (number === null) return redirect({ href: '/login', locale })
  if (number === 1) permanentRedirect(getPathname({ href: '/bizness', locale }))
  return <ListingsView locale={locale} categorySlug={null} page={number} />
}
