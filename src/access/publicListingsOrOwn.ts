import { sql } from '@payloadcms/db-postgres'
import type { Access, Where } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/**
 * A listing the public sees: published, not expired, and its seller not blocked. The database
 * keeps the first and the last in `listed` (collections/Listings), and the expiry date too up to
 * its last sweep; the expiry is checked here again for the minutes in between.
 */
export const publicListingWhere = (now = new Date()): Where => ({
  and: [{ listed: { equals: true } }, { expiry_date: { greater_than: now.toISOString() } }],
})

/** The same rule in SQL, over the listings table aliased `l`, for the public lists' one query (src/services/listings/public/cards.ts). */
export const publicListingSql = (now = new Date()) => sql`l.listed AND l.expiry_date > ${now.toISOString()}`

/** Visitors read public listings; sellers also their own; admins and moderators all. */
export const publicListingsOrOwn: Access = ({ req }) => {
  const user = activeUser(req)
  if (hasRole(user, 'admin', 'moderator')) return true
  if (!user) return publicListingWhere()
  return { or: [publicListingWhere(), { owner: { equals: user.id } }] }
}
