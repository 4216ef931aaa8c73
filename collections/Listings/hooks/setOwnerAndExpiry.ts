import type { CollectionBeforeChangeHook } from 'payload'

import { listingExpiryFrom } from '@/services/listing-lifetime'
import { activeUser, hasRole } from '@/lib/account/roles'

/**
 * A new listing belongs to whoever creates it and runs for the lifetime in site settings.
 * Field access has already dropped any owner or expiry a non-admin tried to send.
 */
export const setOwnerAndExpiry: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = activeUser(req)
  const adminChoseOwner = hasRole(user, 'admin') && data.owner
  if (user && !adminChoseOwner) data.owner = user.id
  if (!data.expiry_date) data.expiry_date = (await listingExpiryFrom(new Date(), req)).toISOString()
  return data
}
