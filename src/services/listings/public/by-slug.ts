import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import type { Media, User } from '@/payload-types'

import { loadListingExtras } from '../listing-extras'
import { listingRegistry } from '@/services/registry/listing-registry'

import type { ListingDetail, VisibleListing } from '../listing-shapes'
import { findVisibleListing } from './queries'
import { populated, toPublicListing } from './view'

export type ImageFile = { url: string; width: number; height: number }

/** A public listing's page: the same view as GET /api/listing/get/{slug}/slug, plus image sizes for layout and sharing. */
export type PublicListingPage = {
  listing: ListingDetail
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

/** A listing's detail view as `user` may see it (findVisibleListing), with its image document; null when they may not. */
async function detailBySlug(payload: Payload, slug: string, locale: Locale, user: User | null) {
  const found = await findVisibleListing(payload, slug, locale, user)
  if (!found) return null
  const [extrasOf, registry] = await Promise.all([
    loadListingExtras(payload, [found.listing]),
    listingRegistry(payload, found.listing, 'public'),
  ])
  return {
    listing: { ...toPublicListing(found.listing, extrasOf(found.listing), 'detail', registry.registry.flags.length > 0), ...registry },
    isPublic: found.isPublic,
    media: populated<Media>(found.listing.image) ?? null,
  }
}

/** GET /api/listing/get/{slug}/slug: the public view and whether the public sees it (its owner also sees it when not). */
export async function getListingBySlug(payload: Payload, slug: string, locale: Locale, user: User | null): Promise<VisibleListing> {
  const found = await detailBySlug(payload, slug, locale, user)
  if (!found) throw notFound('listing.notFound')
  return { ...found.listing, is_public: found.isPublic }
}

/**
 * A listing as its public page shows it, or null when the public may not see it (unknown,
 * hidden, expired, blocked seller). Read as a visitor: pages are cached for everyone, so a
 * seller's own view of a non-public listing never enters them.
 */
export async function findPublicListingPage(payload: Payload, slug: string, locale: Locale): Promise<PublicListingPage | null> {
  const found = await detailBySlug(payload, slug, locale, null)
  if (!found) return null
  return {
    listing: found.listing,
    image: found.media && sizeOf(found.media, 'detail'),
    shareImage: found.media && sizeOf(found.media, 'og'),
  }
}
