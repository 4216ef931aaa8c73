import type { CollectionAfterChangeHook } from 'payload'

import { sendEmail } from '@/email/send'
import { emailChangedMessage } from '@/email/templates/email-changed'
import { localeOf, normalizeEmail } from '@/services/account/users'

/**
 * Whenever an account's e-mail changes (a confirmed change, or an admin's edit), the address it
 * leaves is told, so a hijacked account does not go unnoticed.
 */
export const tellOldAddress: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc?.email || normalizeEmail(previousDoc.email) === normalizeEmail(doc.email)) return doc
  await sendEmail(req.payload, previousDoc.email, emailChangedMessage({ locale: localeOf(doc), name: doc.first_name, newEmail: doc.email }))
  return doc
}
