import type { FieldAccess } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser, hasRole } from '@/lib/account/roles'

/** A document's owner, moderators and admins may read this field; nobody else. */
export const ownerOrModeratorField: FieldAccess = ({ req, doc }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin', 'moderator')) return true
  return relationId((doc as { owner?: unknown } | undefined)?.owner) === user.id
}
