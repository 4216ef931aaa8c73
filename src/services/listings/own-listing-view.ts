import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { ModerationReason } from '@/lib/moderation/reasons'
import { relationId } from '@/lib/database/relation-id'
import type { Listing, User } from '@/payload-types'
import { listingRegistry } from '@/services/registry/listing-registry'

import { findOwnListing } from './find-own-listing'
import { type ListingExtras, loadListingExtras } from './listing-extras'
import type { OwnerListing, RegistryFacts } from './listing-shapes'
import { type ListingForView, publicListingIds } from './public/queries'
import { toPublicListing } from './public/view'

/** The owner's view for the edit form: the public view with contacts, state and selected ids. */
function toOwnerListing(
  listing: ListingForView & Pick<Listing, 'phone' | 'email' | 'status' | 'version' | 'registration_number' | 'registration_number_public'>,
  extras: ListingExtras,
  registry: RegistryFacts,
  isPublic: boolean,
): OwnerListing {
  return {
    ...toPublicListing(listing, extras, 'card', registry.flags.length > 0, 'whole'),
    registration_number: listing.registration_number ?? null,
    registration_number_public: Boolean(listing.registration_number_public),
    registry,
    phone: listing.phone ?? null,
    email: listing.email ?? null,
    status: listing.status,
    is_public: isPublic,
    category_id: relationId(listing.category) ?? 0,
    location_id: relationId(listing.location) ?? null,
    version: listing.version ?? 1,
  }
}

/** Why staff hid a listing (the statement of reasons its owner was sent), while it is hidden. */
export type ModerationStatement = { reason: ModerationReason | null; note: string | null }

/**
 * The caller's own listing as their edit screen needs it, with the statement of reasons when
 * staff hid it; anyone else's is a 404.
 */
export async function getOwnListingWithStatement(
  payload: Payload,
  id: number,
  locale: Locale,
  user: User,
): Promise<{ listing: OwnerListing; moderation: ModerationStatement }> {
  const listing = await findOwnListing(payload, id, user, { others: 'notFound', depth: 1, locale })
  const [extrasOf, publicIds, { registry }] = await Promise.all([
    loadListingExtras(payload, [listing]),
    publicListingIds(payload, [listing.id]),
    listingRegistry(payload, listing, 'owner'),
  ])
  return {
    listing: toOwnerListing(listing, extrasOf(listing), registry, publicIds.has(listing.id)),
    moderation: { reason: listing.moderationReason ?? null, note: listing.moderationNote ?? null },
  }
}

/** The caller's own listing as their edit form needs it (GET /api/listing/get/{id}); anyone else's is a 404. */
export async function getOwnListing(payload: Payload, id: number, locale: Locale, user: User): Promise<OwnerListing> {
  return (await getOwnListingWithStatement(payload, id, locale, user)).listing
}
