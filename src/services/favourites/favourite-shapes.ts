import { z } from 'zod'

import { PublicListing } from '@/services/listings/listing-shapes'

/*
 * The shapes favourites take in /api/favourites answers: one source for the services' types and
 * the OpenAPI description, as listing-shapes.ts is for listings.
 */

const price = PublicListing.shape.price

/**
 * What the saver should know of a saved listing: the public no longer sees it (hidden: a
 * moderator hid it or its seller is blocked; expired: its lifetime ended), or its price moved
 * since it was saved. A listing the public does not see has no price note: its price is not
 * public any more.
 */
export const FavouriteNote = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hidden') }),
  z.object({ kind: z.literal('expired') }),
  z.object({ kind: z.literal('priceChanged'), from: price, to: price }).describe('null: price on request'),
])
export type FavouriteNote = z.infer<typeof FavouriteNote>

/** A row of the saved-listings screen. */
export const SavedFavourite = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  saved_at: z.string().describe('ISO 8601 date and time'),
  saved_price: price.describe('The price when saved; null: price on request'),
  note: FavouriteNote.nullable(),
  listing: PublicListing.nullable().describe('The card as the public sees it now; null when the public no longer sees the listing'),
})
export type SavedFavourite = z.infer<typeof SavedFavourite>

export const SavedFavourites = z.object({ favourites: z.array(SavedFavourite) })

export const FavouriteIds = z.object({ ids: z.array(z.number().int()).describe('Listing ids, the newest saved first') })

export const FavouriteState = z.object({ success: z.literal(true), listing_id: z.number().int(), saved: z.boolean() })
export type FavouriteState = z.infer<typeof FavouriteState>
