import type { FieldAccess } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser, hasRole } from '@/lib/account/roles'

/**
 * Fields only the seller (and admins) may write: price, figures, contacts, files. Moderators
 * pass the collection rule to edit wording, but this keeps their hands off the numbers.
 */
export const sellerField: FieldAccess = ({ req, doc }) => {
  const user = activeUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  // A listing being created has no owner yet (Payload passes `{}`); its creator becomes the seller.
  const owner = relationId((doc as { owner?: unknown } | undefined)?.owner)
  return owner === undefined || owner === user.id
}
