import type { Payload } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import type { NdaApprovalMode, NdaState } from '@/lib/nda/states'
import type { User } from '@/payload-types'

import { currentNdaVersion } from './nda-text'
import { teamListing } from './team-listing'

export type ListingNdaEntry = {
  /** null once the buyer's account was erased: the record stays, under `name`'s pseudonym. */
  user_id: number | null
  name: string
  company: string | null
  state: NdaState
  nda_version: number
  /** Whether this acceptance is of the NDA's current version (only such a grant opens the listing). */
  current: boolean
  accepted_at: string
  decided_at: string | null
}

export type ListingNdas = {
  listing: { id: number; title: string; slug: string; nda_approval: NdaApprovalMode }
  nda_version: number
  acceptances: ListingNdaEntry[]
}

/**
 * Who asked to read one listing of the caller's team under NDA and who has access, newest first:
 * the buyer's name, the company they gave, the state and the times. Not the buyer's address or
 * e-mail: the acceptance is proof for the seller, not a contact (an inquiry is that).
 */
export async function listingNdas(payload: Payload, user: User, listingId: number): Promise<ListingNdas> {
  const listing = await teamListing(payload, user, listingId)
  const [{ docs }, version] = await Promise.all([
    payload.find({
      collection: 'nda-acceptances',
      where: { listing: { equals: listing.id } },
      sort: '-accepted_at',
      depth: 0,
      pagination: false,
      user,
      overrideAccess: false,
    }),
    currentNdaVersion(payload),
  ])
  const buyerIds = docs.map((doc) => relationId(doc.buyer)).filter((id): id is number => id !== undefined)
  // A seller may not read other accounts; only the names of buyers who asked are taken, no more.
  const { docs: buyers } = await payload.find({
    collection: 'users',
    where: { id: { in: buyerIds } },
    select: { first_name: true, last_name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const names = new Map(buyers.map((buyer) => [buyer.id, `${buyer.first_name} ${buyer.last_name}`.trim()]))
  return {
    listing: { id: listing.id, title: listing.title, slug: listing.slug ?? '', nda_approval: listing.nda_approval ?? 'instant' },
    nda_version: version,
    acceptances: docs.map((doc) => {
      const buyerId = relationId(doc.buyer) ?? null
      return {
        user_id: buyerId,
        name: (buyerId !== null && names.get(buyerId)) || doc.pseudonym || '—',
        company: doc.company ?? null,
        state: doc.state,
        nda_version: doc.nda_version,
        current: doc.nda_version === version,
        accepted_at: doc.accepted_at,
        decided_at: doc.decided_at ?? null,
      }
    }),
  }
}
