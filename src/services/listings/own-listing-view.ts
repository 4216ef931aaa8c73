import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { findOwnListing } from './find-own-listing'
import { loadListingExtras } from './listing-extras'
import type { OwnerListing } from './listing-shapes'
import { publicListingIds } from './public-queries'
import { toOwnerListing } from './serialize-listing'

/** The caller's own listing as their edit form needs it; anyone else's is a 404. */
export async function getOwnListing(payload: Payload, id: number, locale: Locale, user: User): Promise<OwnerListing> {
  const listing = await findOwnListing(payload, id, user, { others: 'notFound', depth: 1, locale })
  const [extrasOf, publicIds] = await Promise.all([loadListingExtras(payload, [listing]), publicListingIds(payload, [listing.id])])
  return toOwnerListing(listing, extrasOf(listing), publicIds.has(listing.id))
}
