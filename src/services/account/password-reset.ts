import type { Payload } from 'payload'

import { kickMailQueue, MAIL_QUEUE } from '@/email/mail-queue'
import { sendEmail } from '@/email/send'
import { passwordChangedMessage } from '@/email/templates/password-changed'
import { resetPasswordMessage } from '@/email/templates/reset-password'
import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { mayMail, requireVisitorMailBudget } from '@/services/mail-caps'

import { findUserByEmail, isShutOut, localeOf, normalizeEmail } from './users'

/**
 * Asks for a one-hour reset link to `rawEmail`, for /api/user/reset and Payload's
 * /api/users/forgot-password alike. The answer must not tell who is registered, by its words or
 * by its time, so nothing here looks at the accounts: the visitor's and the address's hourly
 * shares are counted (the same work for every address), and a job is queued that does the rest
 * (mailResetLink) after the answer. Past the visitor's share it is a 429; past the address's,
 * nothing more is sent, with the same answer.
 */
export async function requestPasswordReset(payload: Payload, rawEmail: string, visitor: string): Promise<void> {
  const email = normalizeEmail(rawEmail)
  await requireVisitorMailBudget(payload, visitor)
  if (!(await mayMail(payload, 'reset', email))) return
  await payload.jobs.queue({ task: 'passwordReset', queue: MAIL_QUEUE, input: { email } })
  kickMailQueue(payload)
}

/**
 * The job's half of a reset request: mails a reset link (Payload's reset token, our template)
 * to an existing, active account. Unknown, blocked and team-disabled addresses get nothing.
 */
export async function mailResetLink(payload: Payload, email: string): Promise<void> {
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
    data: {
      password,
      _verified: true,
      resetPasswordToken: null,
      resetPasswordExpiration: null,
      loginAttempts: 0,
      lockUntil: null,
      sessions: [],
    },
    overrideAccess: true,
    // collections/Users/hooks/guardPasswordChange: the reset code stands in for the current password.
    context: { passwordChangeVerified: true },
  })
  if (await mayMail(payload, 'passwordChanged', user.email)) {
    await sendEmail(payload, user.email, passwordChangedMessage({ locale: localeOf(user), name: user.first_name }))
  }
}
