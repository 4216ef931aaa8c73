import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { loadListingExtras } from '@/services/listings/listing-extras'
import type { PublicListing } from '@/services/listings/listing-shapes'
import { VIEW_FIELDS, wholeOfConfidential } from '@/services/listings/public/queries'
import { toPublicListing } from '@/services/listings/public/view'
import { flaggedListings } from '@/services/registry/red-flags'

/**
 * The public cards of those of these listings the public sees now, by id. Read as a visitor
 * (no user, overrideAccess: false), so the listings' one read rule decides which come back and
 * field access keeps contacts out, as on the listing's own page (src/services/listings/public/queries.ts).
 */
export async function publicCardsById(payload: Payload, ids: number[], locale: Locale): Promise<Map<number, PublicListing>> {
  if (ids.length === 0) return new Map()
  const { docs: visible } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: VIEW_FIELDS,
    depth: 1,
    locale,
    pagination: false,
    overrideAccess: false,
  })
  const docs = await wholeOfConfidential(payload, visible, locale)
  const [extrasOf, flagged] = await Promise.all([
    loadListingExtras(payload, docs),
    flaggedListings(
      payload,
      docs.map((doc) => doc.id),
    ),
  ])
  return new Map(docs.map((doc) => [doc.id, toPublicListing(doc, extrasOf(doc), 'card', flagged.has(doc.id), 'public')]))
}
