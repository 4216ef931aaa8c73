import type { CollectionBeforeChangeHook } from 'payload'

import { hookLocale } from '@/i18n/hook-locale'
import { relationId } from '@/lib/owner-id'
import { activeUser, hasRole } from '@/lib/roles'
import type { Listing, User } from '@/payload-types'
import { requireListingRoom } from '@/services/listings/listing-allowance'

const isPublicAt = (listing: Partial<Listing>, now: Date) =>
  listing.status === 'published' && Boolean(listing.expiry_date) && new Date(listing.expiry_date!).getTime() > now.getTime()

/**
 * A seller's listing that becomes public (created, renewed after it ended, however a seller
 * gets there: the form, the renew call, Payload's REST routes) must fit the team's plan
 * (services/listings/listing-allowance). Staff decisions (a moderator showing a hidden listing
 * again) and server code acting for nobody (the seed, jobs) are not limited. Runs after
 * setOwnerAndExpiry, so a new listing has its owner and expiry date.
 */
export const enforceListingAllowance: CollectionBeforeChangeHook<Listing> = async ({ data, operation, originalDoc, req }) => {
  const user = activeUser(req)
  if (!user || hasRole(user, 'admin', 'moderator')) return data
  const now = new Date()
  const after = { ...originalDoc, ...data } as Partial<Listing>
  const wasPublic = operation === 'update' && Boolean(originalDoc?.listed) && isPublicAt(originalDoc ?? {}, now)
  if (wasPublic || !isPublicAt(after, now)) return data

  const ownerId = relationId(after.owner) ?? user.id
  const seller =
    ownerId === user.id
      ? user
      : await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!seller) return data
  await requireListingRoom(req, seller as User, hookLocale(req))
  return data
}
