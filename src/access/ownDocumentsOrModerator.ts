import type { Access } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** A user's own documents (by their owner field); moderators and admins reach all. */
export const ownDocumentsOrModerator: Access = ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin', 'moderator')) return true
  return { owner: { equals: user.id } }
}
