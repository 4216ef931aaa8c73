import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import type { FavouriteState } from './favourite-shapes'

/**
 * `user` no longer keeps a listing saved. Whether it was saved or not, and whatever the public
 * sees of the listing now, it is not saved afterwards; nobody else's favourites are touched.
 */
export async function removeFavourite(payload: Payload, user: User, listingId: number): Promise<FavouriteState> {
  await payload.delete({
    collection: 'favourites',
    where: { and: [{ user: { equals: user.id } }, { listing: { equals: listingId } }] },
    depth: 0,
    overrideAccess: true,
  })
  return { success: true, listing_id: listingId, saved: false }
}
