import type { Payload, PayloadRequest } from 'payload'

import { tooMany } from '@/lib/errors/app-error'
import { takeUses } from '@/lib/rate-limit/limiter'
import { INQUIRY_CONFIRMATIONS_PER_SITE, MAIL_FROM_VISITOR, type MailKind, mailToAddress, SITE_KEY } from '@/lib/rate-limit/rules'

import { normalizeEmail } from './account/users'

/** Counts one mail of `kind` to `email`; false, counting nothing, when the address has had its share this hour. */
export async function mayMail(payload: Payload, kind: MailKind, email: string): Promise<boolean> {
  return (await takeUses(payload, [{ rule: mailToAddress(kind), key: normalizeEmail(email) }])).allowed
}

/**
 * Counts one inquiry's confirmation link to `email`, in the transaction of `req` that queues it;
 * false, counting nothing, past the address's share (whoever typed it into the form) or the site's.
 */
export async function mayMailInquiryConfirmation(req: PayloadRequest, email: string): Promise<boolean> {
  const uses = [
    { rule: mailToAddress('inquiryConfirm'), key: normalizeEmail(email) },
    { rule: INQUIRY_CONFIRMATIONS_PER_SITE, key: SITE_KEY },
  ]
  return (await takeUses(req.payload, uses, { req })).allowed
}

/**
 * Like mayMail, but an address past its share is a 429 for the caller, for calls where the
 * caller chose the address (invitations); taken before anything tells whether it has an account.
 */
export async function requireMailToAddress(
  payload: Payload,
  kind: MailKind,
  email: string,
  options: { code?: string; extra?: Record<string, unknown> } = {},
): Promise<void> {
  const verdict = await takeUses(payload, [{ rule: mailToAddress(kind), key: normalizeEmail(email) }])
  if (!verdict.allowed) throw tooMany('api.mailAddressLimit', verdict.retryAfterSeconds, options)
}

/** Counts one mail-sending call without a session (sign-up, reset) from `visitor`: a 429 past the hour's share. */
export async function requireVisitorMailBudget(payload: Payload, visitor: string): Promise<void> {
  const verdict = await takeUses(payload, [{ rule: MAIL_FROM_VISITOR, key: visitor }])
  if (!verdict.allowed) throw tooMany('api.mailVisitorLimit', verdict.retryAfterSeconds)
}
