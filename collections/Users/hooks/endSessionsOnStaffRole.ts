import type { CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@/lib/account/roles'

/**
 * Someone made admin, moderator or editor signs in again: the sessions they hold were opened
 * without the second factor every staff session needs (collections/Users/hooks/requireSecondFactor).
 */
export const endSessionsOnStaffRole: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'update' && data.roles && isStaffUser(data) && !isStaffUser(originalDoc)) data.sessions = []
  return data
}
