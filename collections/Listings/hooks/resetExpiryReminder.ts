import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A listing whose expiry date moves (a renewal, an admin's edit) starts a new lifetime, so its
 * owner is reminded again before the new date.
 */
export const resetExpiryReminder: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !data.expiry_date || !originalDoc?.expiry_date) return data
  if (new Date(data.expiry_date).getTime() !== new Date(originalDoc.expiry_date).getTime()) data.expiryReminderSentAt = null
  return data
}
