import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { teamOwnerId } from '@/services/team/team-owner'

/**
 * A listing of the caller's team (their own or a teammate's), for deciding who reads it under
 * NDA. Anyone else's listing, or none, is not found: whose listings exist is none of their business.
 */
export async function teamListing(payload: Payload, user: User, listingId: number, req?: PayloadRequest) {
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    depth: 0,
    select: { title: true, slug: true, owner: true, nda_approval: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const ownerId = relationId(listing?.owner)
  if (!listing || ownerId === undefined) throw notFound('listing.notFound')
  if (ownerId !== user.id) {
    const owner = await payload.findByID({
      collection: 'users',
      id: ownerId,
      depth: 0,
      select: { team: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!owner || teamOwnerId(owner) !== teamOwnerId(user)) throw notFound('listing.notFound')
  }
  return { ...listing, ownerId }
}
