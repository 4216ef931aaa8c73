import { type Payload, ValidationError } from 'payload'

import { AppError, notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { countListingEvent } from '@/services/statistics/count-listing-event'

import type { FavouriteState } from './favourite-shapes'
import { savedListingIds } from './saved-ids'

/** How many listings one account keeps saved: more than any shortlist, and the hearts' one read of ids stays small. */
export const MAX_FAVOURITES = 500

/**
 * `user` saves a listing the public sees now, with its price at this moment (for the note when
 * it changes). Saving a saved listing again changes nothing, so the price it was saved at stays.
 * A listing the public does not see is absent (404), the saver's own hidden one included: the
 * heart is a buyer's bookmark of public offers.
 */
export async function saveFavourite(payload: Payload, user: User, listingId: number): Promise<FavouriteState> {
  const saved: FavouriteState = { success: true, listing_id: listingId, saved: true }
  if ((await savedListingIds(payload, user.id, [listingId])).length > 0) return saved
  // Read as a visitor, so the listings' own read rule decides what is public (src/access/publicListingsOrOwn.ts).
  const {
    docs: [listing],
  } = await payload.find({
    collection: 'listings',
    where: { id: { equals: listingId } },
    select: { price: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  if (!listing) throw notFound('listing.notFound')
  const { totalDocs } = await payload.count({ collection: 'favourites', where: { user: { equals: user.id } }, overrideAccess: true })
  if (totalDocs >= MAX_FAVOURITES) {
    throw new AppError('conflict', 'favourites.tooMany', { vars: { max: MAX_FAVOURITES }, code: 'favourites_limit' })
  }
  try {
    await payload.create({
      collection: 'favourites',
      data: { user: user.id, listing: listingId, savedPrice: listing.price ?? null },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // The same heart pressed twice at once: the (user, listing) index let one of them in.
    if (!(error instanceof ValidationError) || (await savedListingIds(payload, user.id, [listingId])).length === 0) throw error
    return saved
  }
  await countListingEvent({ payload }, listingId, 'favourites', user)
  return saved
}
