import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ListingPageView } from '@/components/listing-page/listing-page-view'
import { pageLocale } from '@/i18n/page-locale'
import { cachedPublicListingPage } from '@/reads/listings'
import { listingPageMetadata } from '@/reads/seo/listing-page-metadata'
import { cachedSiteSettings } from '@/reads/site-settings'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Listing pages render on their first request and are cached until the listing changes or a minute passes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingPageMetadata(await pageLocale(params), (await params).slug)
}

/**
 * A public listing's page as the public sees it; anything the public may not see (unknown,
 * hidden, expired) is not found. A signed-in reader is sent to viewer/ instead (next.config.ts).
 */
export default async function ListingPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const [found, settings] = await Promise.all([cachedPublicListingPage(locale, slug), cachedSiteSettings(locale)])
  if (!found) notFound()
  return <ListingPageView found={found} settings={settings} locale={locale} whole={false} />
}
