import { relationId } from '@/lib/owner-id'
import type { Category, Listing, Location, Media } from '@/payload-types'

import type { ListingExtras } from './listing-extras'
import type { MyListing, OwnerListing, PublicListing } from './listing-shapes'
import type { ListingForView } from './public-queries'

/** Which webp size a view shows: `card` in lists, `detail` on the listing's page. */
export type ImageSize = 'card' | 'detail'

const populated = <T extends { id: number }>(value: number | T | null | undefined): T | undefined =>
  value && typeof value === 'object' ? value : undefined

const iso = (date: string) => new Date(date).toISOString()

/** Attachments are never public by URL; buyers download them through this call. */
export const attachmentDownloadUrl = (listingId: number) => `/api/listing/attachment_download?id=${listingId}`

function imageOf(listing: ListingForView, size: ImageSize) {
  const media = populated<Media>(listing.image)
  if (!media) return { image: null, image_alt: null }
  // Every size exists (withoutEnlargement keeps small images); the original is only a fallback.
  return { image: media.sizes?.[size]?.url ?? media.url ?? null, image_alt: media.alt || listing.title }
}

/** The public view of a listing (contacts never included). */
export function toPublicListing(listing: ListingForView, extras: ListingExtras, size: ImageSize): PublicListing {
  const category = populated<Category>(listing.category)
  const location = populated<Location>(listing.location)
  return {
    id: listing.id,
    slug: listing.slug ?? '',
    title: listing.title,
    description: listing.description,
    price: listing.price ?? null,
    category: { id: relationId(listing.category) ?? 0, title: category?.title ?? '', slug: category?.slug ?? '' },
    location: location ? { id: location.id, title: location.title } : null,
    shares_to_sold: listing.shares_to_sold ?? null,
    turnover: listing.turnover ?? null,
    profit: listing.profit ?? null,
    employees: listing.employees ?? null,
    ...imageOf(listing, size),
    attachment: extras.attachmentName,
    attachment_url: extras.attachmentName === null ? null : attachmentDownloadUrl(listing.id),
    has_contact: extras.hasContact,
    featured: Boolean(listing.featured),
    created_at: iso(listing.createdAt),
    expiry_date: iso(listing.expiry_date),
  }
}

/** The owner's view for the edit form: the public view with contacts, state and selected ids. */
export function toOwnerListing(
  listing: ListingForView & Pick<Listing, 'phone' | 'email' | 'status'>,
  extras: ListingExtras,
  isPublic: boolean,
): OwnerListing {
  return {
    ...toPublicListing(listing, extras, 'card'),
    phone: listing.phone ?? null,
    email: listing.email ?? null,
    status: listing.status,
    is_public: isPublic,
    category_id: relationId(listing.category) ?? 0,
    location_id: relationId(listing.location) ?? null,
  }
}

/** A row of the owner's "my listings". */
export function toMyListing(listing: Pick<Listing, 'id' | 'title' | 'slug' | 'status' | 'expiry_date'>, isPublic: boolean): MyListing {
  return {
    id: listing.id,
    title: listing.title,
    slug: listing.slug ?? '',
    status: listing.status,
    expiry_date: iso(listing.expiry_date),
    is_public: isPublic,
  }
}
