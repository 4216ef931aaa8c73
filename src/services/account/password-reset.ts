import type { Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { passwordChangedMessage } from '@/email/templates/password-changed'
import { resetPasswordMessage } from '@/email/templates/reset-password'
import { notFound } from '@/lib/api/api-error'
import { rateLimiter } from '@/lib/rate-limit'
import type { User } from '@/payload-types'

import { findUserByEmail, isShutOut, localeOf, normalizeEmail } from './users'

/** Reset mails per address: enough for a lost mail or two, too few to flood an inbox. */
const resetRequests = rateLimiter({ limit: 5, windowMs: 60 * 60 * 1000 })

/**
 * Sends a one-hour reset link (Payload's reset token, our template) to an existing, active
 * account. Unknown, blocked and over-limit addresses are silently skipped: the caller answers
 * the same in every case, so the call never tells who is registered.
 */
export async function requestPasswordReset(payload: Payload, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail)
  if (!resetRequests.take(email)) return
  const user = await findUserByEmail(payload, email)
  if (!user || isShutOut(user)) return
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (!token) return
  await sendEmail(payload, user.email, resetPasswordMessage({ locale: localeOf(user), name: user.first_name, token }))
}

/** The active account a reset code belongs to while the code is unused and unexpired. */
async function userByResetCode(payload: Payload, code: string): Promise<User | null> {
  const user = await payload.db.findOne<User>({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: code } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  return user && !isShutOut(user) ? user : null
}

export async function isResetCodeValid(payload: Payload, code: string): Promise<boolean> {
  return (await userByResetCode(payload, code)) !== null
}

/**
 * Sets the new password of the code's account (404 when the code is invalid, used or
 * expired). The code works once. Whoever opened the mailed link proved the address, so the
 * e-mail counts as confirmed and a login lock is lifted; every session of the account ends,
 * including one an intruder may hold.
 */
export async function resetPassword(payload: Payload, code: string, password: string): Promise<void> {
  const user = await userByResetCode(payload, code)
  if (!user) throw notFound('account.reset_code_invalid')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password, _verified: true, resetPasswordToken: null, resetPasswordExpiration: null, loginAttempts: 0, lockUntil: null, sessions: [] },
    overrideAccess: true,
    // collections/Users/hooks/guardPasswordChange: the reset code stands in for the current password.
    context: { passwordChangeVerified: true },
  })
  await sendEmail(payload, user.email, passwordChangedMessage({ locale: localeOf(user), name: user.first_name }))
}
