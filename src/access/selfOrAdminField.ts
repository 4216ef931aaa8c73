import type { FieldAccess } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** Profile fields: the account's owner or an admin; a moderator may look but not change them. */
export const selfOrAdminField: FieldAccess = ({ req, id, doc }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const target = id ?? (doc as { id?: number } | undefined)?.id
  return target === undefined || target === user.id
}
