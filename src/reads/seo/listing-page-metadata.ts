import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { cutDescription } from '@/lib/text/cut-description'
import { cachedPublicListingPage } from '@/reads/listings'

/** How much of the description a search result or link preview shows. */
const META_DESCRIPTION_LENGTH = 160

/**
 * A listing page's metadata (title, description, Open Graph), always from the public's cached
 * view: a link preview is made for everyone, so a confidential listing's shows its public face,
 * whoever's request made it.
 */
export async function listingPageMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const found = await cachedPublicListingPage(locale, slug)
  if (!found) return { title: (await getTranslations({ locale, namespace: 'listing.page' }))('notFoundTitle') }
  const { listing, shareImage } = found
  return pageMetadata({
    locale,
    path: `/bizness/${listing.slug}`,
    title: listing.title,
    shareTitle: listing.title,
    description: cutDescription(listing.description, META_DESCRIPTION_LENGTH),
    image: shareImage && { ...shareImage, alt: listing.image_alt ?? listing.title },
  })
}
