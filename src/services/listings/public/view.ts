import { relationId } from '@/lib/database/relation-id'
import { figureBand } from '@/lib/listings/figure-bands'
import { statisticalRegion } from '@/lib/listings/statistical-regions'
import type { Category, Location, Media } from '@/payload-types'
import { publicFace } from '@/services/confidential/public-face'

import type { ListingExtras } from '../listing-extras'
import type { PublicListing } from '../listing-shapes'
import type { ListingForView } from './queries'

/** Which webp size a view shows: `card` in lists, `detail` on the listing's page. */
export type ImageSize = 'card' | 'detail'

/** A relation's document when it was populated (depth ≥ 1), else undefined. */
export const populated = <T extends { id: number }>(value: number | T | null | undefined): T | undefined =>
  value && typeof value === 'object' ? value : undefined

export const isoDate = (date: string | Date) => new Date(date).toISOString()

/** Attachments are never public by URL; buyers download them through this call. */
export const attachmentDownloadUrl = (listingId: number) => `/api/listing/attachment_download?id=${listingId}`

function imageOf(listing: ListingForView, size: ImageSize) {
  const media = populated<Media>(listing.image)
  if (!media) return { image: null, image_alt: null }
  // Every size exists (withoutEnlargement keeps small images); the original is only a fallback.
  return { image: media.sizes?.[size]?.url ?? media.url ?? null, image_alt: media.alt || listing.title }
}

/**
 * Who a view is for: `public`, a confidential listing's public face (src/services/confidential/);
 * `whole`, everything but contacts, for those who see the whole (its team, staff).
 */
export type ListingFace = 'public' | 'whole'

/**
 * The view of a listing (contacts never included); the owner's views build on it.
 * `redFlags`: whether the state's open data flag its company (src/services/registry/red-flags.ts).
 */
export function toPublicListing(
  listing: ListingForView,
  extras: ListingExtras,
  size: ImageSize,
  redFlags: boolean,
  face: ListingFace,
): PublicListing {
  const category = populated<Category>(listing.category)
  const location = populated<Location>(listing.location)
  const view: PublicListing = {
    id: listing.id,
    slug: listing.slug ?? '',
    title: listing.title,
    description: listing.description,
    price: listing.price ?? null,
    category: {
      id: relationId(listing.category) ?? 0,
      title: category?.title ?? '',
      slug: category?.slug ?? '',
      icon: category?.icon ?? null,
    },
    confidential: Boolean(listing.confidential),
    location: location ? { id: location.id, title: location.title } : null,
    statistical_region: location ? statisticalRegion(location) : null,
    shares_to_sold: listing.shares_to_sold ?? null,
    turnover: listing.turnover ?? null,
    profit: listing.profit ?? null,
    employees: listing.employees ?? null,
    turnover_band: figureBand('turnover', listing.turnover),
    profit_band: figureBand('profit', listing.profit),
    employees_band: figureBand('employees', listing.employees),
    ...imageOf(listing, size),
    attachment: extras.attachmentName,
    attachment_url: extras.attachmentName === null ? null : attachmentDownloadUrl(listing.id),
    has_contact: extras.hasContact,
    featured: Boolean(listing.featured),
    red_flags: redFlags,
    created_at: isoDate(listing.createdAt),
    expiry_date: isoDate(listing.expiry_date),
  }
  return face === 'whole' ? view : publicFace(view)
}
