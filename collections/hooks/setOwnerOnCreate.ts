import type { CollectionBeforeChangeHook } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** A new document belongs to whoever uploads it; only an admin may name another owner. */
export const setOwnerOnCreate: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = activeUser(req)
  if (user && !(hasRole(user, 'admin') && data.owner)) data.owner = user.id
  return data
}
