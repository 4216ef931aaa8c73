import type { Access, Where } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

import { listingTeamOrAdmin } from './listingTeamOrAdmin'

/**
 * A listing's NDA acceptances for the listing's team (who asked and who has access), the buyer's
 * own for the buyer, and all for admins; nobody else, another seller included.
 */
export const ndaAcceptanceReaders: Access = async (args) => {
  const user = activeUser(args.req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const own: Where = { buyer: { equals: user.id } }
  const team = await listingTeamOrAdmin(args)
  return typeof team === 'object' ? { or: [team, own] } : own
}
