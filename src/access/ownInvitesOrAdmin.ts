import type { Access } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** Invitations the user sent; admins see all. */
export const ownInvitesOrAdmin: Access = ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { invitedBy: { equals: user.id } }
}
