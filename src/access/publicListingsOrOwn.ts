import type { Access, Where } from 'payload'

import { activeUser, hasRole } from '@/lib/roles'

/** A listing the public sees: published, not expired, and its seller not blocked. */
export const publicListingWhere = (now = new Date()): Where => ({
  and: [
    { status: { equals: 'published' } },
    { expiry_date: { greater_than: now.toISOString() } },
    { 'owner.blocked': { not_equals: true } },
  ],
})

/** Visitors read public listings; sellers also their own; admins and moderators all. */
export const publicListingsOrOwn: Access = ({ req }) => {
  const user = activeUser(req)
  if (hasRole(user, 'admin', 'moderator')) return true
  if (!user) return publicListingWhere()
  return { or: [publicListingWhere(), { owner: { equals: user.id } }] }
}
