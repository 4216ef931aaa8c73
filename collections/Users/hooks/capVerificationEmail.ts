import type { CollectionBeforeOperationHook } from 'payload'

import { mayMail } from '@/services/mail-caps'

/**
 * Payload mails its verification link whenever an account is created (POST /api/users, the
 * admin panel): that mail counts against the address's hourly share of confirmation mails like
 * the sign-up's, and past it the account is still created, without the mail.
 */
export const capVerificationEmail: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const { data, disableVerificationEmail } = args as { data?: Record<string, unknown>; disableVerificationEmail?: boolean }
  if (disableVerificationEmail || typeof data?.email !== 'string') return args
  return (await mayMail(req.payload, 'confirm', data.email)) ? args : { ...args, disableVerificationEmail: true }
}
