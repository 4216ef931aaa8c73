import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ListingPageView } from '@/components/listing-page/listing-page-view'
import { pageLocale } from '@/i18n/page-locale'
import { cachedPublicListingPage } from '@/reads/listings'
import { payloadClient } from '@/reads/payload-client'
import { listingPageMetadata } from '@/reads/seo/listing-page-metadata'
import { sessionUser } from '@/reads/session-user'
import { cachedSiteSettings } from '@/reads/site-settings'
import { findListingPageFor } from '@/services/listings/public/by-slug'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Made for one reader: never kept by Next's caches, and answered `private, no-store`.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingPageMetadata(await pageLocale(params), (await params).slug)
}

/**
 * A listing's page for a signed-in reader (the rewrite of /bizness/{slug} with a session cookie,
 * next.config.ts): the whole of a confidential listing for one who sees it whole
 * (src/services/confidential/sees-whole.ts), else the public's page. Read per request, so the
 * whole never enters a shared cache; the public's page stays the cached one.
 */
export default async function ListingViewerPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const [user, shared, settings] = await Promise.all([sessionUser(), cachedPublicListingPage(locale, slug), cachedSiteSettings(locale)])
  if (!shared) notFound()
  // Only a confidential listing has another face to show; any other is the public's page.
  const personal = user && shared.listing.confidential ? await findListingPageFor(await payloadClient(), slug, locale, user) : null
  return <ListingPageView found={personal ?? shared} settings={settings} locale={locale} whole={Boolean(personal?.whole)} />
}
