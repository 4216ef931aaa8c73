import type { Access } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** A user's own documents (by their owner field); admins reach all. */
export const ownDocumentsOrAdmin: Access = ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { owner: { equals: user.id } }
}
