import type { Payload } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'
import { relationId } from '@/lib/database/relation-id'
import type { Listing, User } from '@/payload-types'
import { hasNdaGrant } from '@/services/nda/nda-grant'

/** The account a user belongs to: the team's owner, or themselves when they own one. */
const teamOf = (user: Pick<User, 'id' | 'team'>) => relationId(user.team) ?? user.id

/**
 * Whether `user` sees the whole of a confidential listing rather than its public face
 * (public-face.ts): the listing's own team (its owner and every member of the owner's account)
 * staff who moderate (moderators, admins), and a buyer the NDA let in (granted, of the NDA's
 * current version: src/services/nda/nda-grant.ts, read fresh, so a revocation counts from the
 * buyer's next request). Blocked and erased users are visitors.
 */
export async function seesWhole(payload: Payload, listing: Pick<Listing, 'id' | 'owner'>, user: User | null): Promise<boolean> {
  const viewer = user && activeUser({ user })
  if (!viewer) return false
  if (hasRole(viewer, 'admin', 'moderator')) return true
  const ownerId = relationId(listing.owner)
  if (ownerId === undefined) return false
  if (ownerId === viewer.id) return true
  const owner = await payload.findByID({
    collection: 'users',
    id: ownerId,
    select: { team: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (owner !== null && teamOf(owner) === teamOf(viewer)) return true
  return hasNdaGrant(payload, listing.id, viewer.id)
}

/** Whether `user` sees this listing whole: any listing that is not confidential, a confidential one when seesWhole says so. */
export async function seesListingWhole(payload: Payload, listingId: number, user: User | null): Promise<boolean> {
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { owner: true, confidential: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!listing) return false
  return !listing.confidential || seesWhole(payload, listing, user)
}
