import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import type { Media, User } from '@/payload-types'
import { publicDetailFace } from '@/services/confidential/public-face'
import { seesListingWhole } from '@/services/confidential/sees-whole'
import { listingRegistry } from '@/services/registry/listing-registry'

import { loadListingExtras } from '../listing-extras'
import type { ListingDetail, VisibleListing } from '../listing-shapes'
import { findVisibleListing, type ListingForView, wholeOfConfidential } from './queries'
import { type ListingFace, populated, toPublicListing } from './view'

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

/** Which face of a listing `user` sees: the whole of a confidential one only when seesWhole says so. */
async function faceFor(payload: Payload, listing: ListingForView, user: User | null): Promise<ListingFace> {
  if (!listing.confidential || !user) return 'public'
  return (await seesListingWhole(payload, listing.id, user)) ? 'whole' : 'public'
}

/**
 * A listing's detail view as `user` may see it (findVisibleListing), with its image document;
 * null when they may not. `user` decides the face too (faceFor); without one it is the public's.
 */
async function detailBySlug(payload: Payload, slug: string, locale: Locale, user: User | null) {
  const found = await findVisibleListing(payload, slug, locale, user)
  if (!found) return null
  const [listing] = await wholeOfConfidential(payload, [found.listing], locale)
  const face = await faceFor(payload, listing, user)
  const [extrasOf, registry] = await Promise.all([
    loadListingExtras(payload, [listing]),
    listingRegistry(payload, listing, face === 'whole' ? 'whole' : 'public'),
  ])
  const detail = { ...toPublicListing(listing, extrasOf(listing), 'detail', registry.registry.flags.length > 0, face), ...registry }
  const whole = face === 'whole' || !listing.confidential
  return {
    listing: whole ? detail : publicDetailFace(detail),
    isPublic: found.isPublic,
    face,
    media: whole ? (populated<Media>(listing.image) ?? null) : null,
  }
}

/**
 * GET /api/listing/get/{slug}/slug for a signed-in caller: the public view and whether the public
 * sees it (its owner also sees it when not); the whole of a confidential listing for those who
 * see it whole. Never cached: the public's answer is the cached page's (src/reads/listing-calls.ts).
 */
export async function getListingBySlug(payload: Payload, slug: string, locale: Locale, user: User | null): Promise<VisibleListing> {
  const found = await detailBySlug(payload, slug, locale, user)
  if (!found) throw notFound('listing.notFound')
  return { ...found.listing, is_public: found.isPublic }
}

/** A listing's page made of one of its details. */
function toPage(found: NonNullable<Awaited<ReturnType<typeof detailBySlug>>>): PublicListingPage {
  return {
    listing: found.listing,
    image: found.media && sizeOf(found.media, 'detail'),
    shareImage: found.media && sizeOf(found.media, 'og'),
  }
}

/**
 * A listing as its public page shows it, or null when the public may not see it (unknown,
 * hidden, expired, blocked seller). Read as a visitor: pages are cached for everyone, so a
 * seller's own view of a non-public listing, or the whole of a confidential one, never enters them.
 */
export async function findPublicListingPage(payload: Payload, slug: string, locale: Locale): Promise<PublicListingPage | null> {
  const found = await detailBySlug(payload, slug, locale, null)
  return found && toPage(found)
}

/**
 * A public listing's page as a signed-in `user` sees it: the whole of a confidential listing
 * when they see it whole (`whole: true`), else the public's. Read per request, never cached.
 */
export async function findListingPageFor(
  payload: Payload,
  slug: string,
  locale: Locale,
  user: User,
): Promise<(PublicListingPage & { whole: boolean }) | null> {
  const found = await detailBySlug(payload, slug, locale, user)
  if (!found?.isPublic) return null
  return { ...toPage(found), whole: found.face === 'whole' }
}
