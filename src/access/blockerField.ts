import type { FieldAccess } from 'payload'

import type { User } from '@/payload-types'
import { activeUser, hasRole, isStaffUser } from '@/lib/account/roles'

/** Admins block anyone; moderators block ordinary accounts only, since blocking staff would strip their role. */
export const blockerField: FieldAccess = ({ req, doc }) => {
  const user = activeUser(req)
  if (hasRole(user, 'admin')) return true
  if (!hasRole(user, 'moderator')) return false
  return !isStaffUser(doc as Pick<User, 'id' | 'roles'> | undefined)
}
