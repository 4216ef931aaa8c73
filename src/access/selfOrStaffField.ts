import type { FieldAccess } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** Private account data (e-mail, phone): its owner, moderators and admins may read it. */
export const selfOrStaffField: FieldAccess = ({ req, id, doc }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin', 'moderator')) return true
  const target = id ?? (doc as { id?: number } | undefined)?.id
  return target === user.id
}
