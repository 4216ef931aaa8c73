import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Media } from '@/payload-types'

import { loadListingExtras } from './listing-extras'
import type { PublicListing } from './listing-shapes'
import { toPublicListing } from './serialize-listing'
import { findVisibleListing } from './visible-listing'

export type ImageFile = { url: string; width: number; height: number }

/** A public listing's page: the same view as GET /api/listing/get/{slug}/slug, plus image sizes for layout and sharing. */
export type PublicListingPage = {
  listing: PublicListing
  /** The `detail` size with its dimensions, so the page reserves its space before it loads. */
  image: ImageFile | null
  /** The `og` size (1200×630 JPEG) for link previews. */
  shareImage: ImageFile | null
}

function sizeOf(media: Media, size: 'detail' | 'og'): ImageFile | null {
  const file = media.sizes?.[size]
  if (!file?.url || !file.width || !file.height) return null
  return { url: file.url, width: file.width, height: file.height }
}

/**
 * A listing as its public page shows it, or null when the public may not see it (unknown,
 * hidden, expired, blocked seller). Read as a visitor: pages are cached for everyone, so a
 * seller's own view of a non-public listing never enters them.
 */
export async function findPublicListingPage(payload: Payload, slug: string, locale: Locale): Promise<PublicListingPage | null> {
  const found = await findVisibleListing(payload, slug, locale, null)
  if (!found) return null
  const extrasOf = await loadListingExtras(payload, [found.listing])
  const media = found.listing.image && typeof found.listing.image === 'object' ? found.listing.image : null
  return {
    listing: toPublicListing(found.listing, extrasOf(found.listing), 'detail'),
    image: media && sizeOf(media, 'detail'),
    shareImage: media && sizeOf(media, 'og'),
  }
}
