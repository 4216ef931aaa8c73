import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { ListingsView } from '@/components/listings/listings-view'
import { getPathname, redirect } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { parsePageNumber } from '@/lib/listings/page-numbers'
import { listingsMetadata } from '@/reads/seo/listings-metadata'

type Props = { params: Promise<{ locale: string; slug: string; page: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug, page } = await params
  const number = parsePageNumber(page)
  return number ? listingsMetadata(locale, slug, number) : {}
}

/** A sector's public listings, page 2 onwards (/{category slug}/lapa/2). */
export default async function CategoryMorePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug, page } = await params
  const number = parsePageNumber(page)
  // Anything but a page number is an unknown path, which goes to the login page (docs/product.md#screens).
  if (number === null) return redirect({ href: '/login', locale })
  if (number === 1) permanentRedirect(getPathname({ href: `/${slug}`, locale }))
  return <ListingsView locale={locale} categorySlug={slug} page={number} />
}
