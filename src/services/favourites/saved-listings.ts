import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'
import { isoDate } from '@/services/listings/public/view'

import type { SavedFavourite } from './favourite-shapes'
import { publicCardsById } from './public-cards-by-id'
import { unlistedReasons } from './unlisted-reasons'

/**
 * What `user` saved, the newest saved first, for the saved-listings screen: a listing the
 * public sees comes with its card as the public sees it now and a note when its price moved
 * since it was saved; one the public no longer sees keeps only its title and says why (hidden
 * or expired), so the saver knows what became of it and can remove it.
 */
export async function savedListings(payload: Payload, user: User, locale: Locale): Promise<SavedFavourite[]> {
  const { docs } = await payload.find({
    collection: 'favourites',
    where: { user: { equals: user.id } },
    select: { listing: true, savedPrice: true, createdAt: true },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map((doc) => ({
    listingId: relationId(doc.listing) ?? 0,
    savedAt: isoDate(doc.createdAt),
    savedPrice: doc.savedPrice ?? null,
  }))
  const cards = await publicCardsById(
    payload,
    rows.map((row) => row.listingId),
    locale,
  )
  const unlisted = await unlistedReasons(
    payload,
    rows.map((row) => row.listingId).filter((id) => !cards.has(id)),
  )
  return rows.flatMap(({ listingId, savedAt, savedPrice }): SavedFavourite[] => {
    const saved = { listing_id: listingId, saved_at: savedAt, saved_price: savedPrice }
    const card = cards.get(listingId)
    if (card) {
      const note = card.price === savedPrice ? null : ({ kind: 'priceChanged', from: savedPrice, to: card.price } as const)
      return [{ ...saved, title: card.title, note, listing: card }]
    }
    const gone = unlisted.get(listingId)
    return gone ? [{ ...saved, title: gone.title, note: { kind: gone.kind }, listing: null }] : []
  })
}
