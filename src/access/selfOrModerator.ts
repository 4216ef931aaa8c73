import type { Access } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** A user reaches their own account; moderators and admins reach every account. */
export const selfOrModerator: Access = ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin', 'moderator')) return true
  return { id: { equals: user.id } }
}
