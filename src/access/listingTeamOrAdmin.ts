import type { Access } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser, hasRole } from '@/lib/account/roles'

/**
 * Documents about a listing (by their `listing` field) for the listing's team: its owner and
 * everyone of the owner's account (users.team), never another seller; admins reach all.
 */
export const listingTeamOrAdmin: Access = async ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const team = relationId(user.team) ?? user.id
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { or: [{ id: { equals: team } }, { team: { equals: team } }] },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return { 'listing.owner': { in: docs.map((member) => member.id) } }
}
