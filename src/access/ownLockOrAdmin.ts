import type { Access } from 'payload'

import { activeUser, hasRole, isStaffUser } from '@/lib/account/roles'

import { userRelationIs } from './userRelationIs'

/** Staff release their own edit locks (leaving a document); admins may clear any. */
export const ownLockOrAdmin: Access = ({ req }) => {
  const user = activeUser(req)
  if (!isStaffUser(user)) return false
  if (hasRole(user, 'admin')) return true
  return userRelationIs(user!.id)
}
