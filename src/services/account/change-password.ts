import type { Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { passwordChangedMessage } from '@/email/templates/password-changed'
import type { User } from '@/payload-types'
import { mayMail } from '@/services/mail-caps'

import { checkCurrentPassword } from './current-password'
import { openSession } from './open-session'
import { localeOf } from './users'

/**
 * Changes a signed-in user's password after checking the current one (a wrong one counts as a
 * failed login). Every session of the account ends; the returned token is a fresh one for
 * this browser.
 */
export async function changePassword(payload: Payload, user: User, current: string, next: string): Promise<string> {
  const stored = await checkCurrentPassword(payload, user.id, current, 'password')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: next, loginAttempts: 0, lockUntil: null, sessions: [] },
    overrideAccess: true,
    // collections/Users/hooks/guardPasswordChange: the current password was checked above.
    context: { passwordChangeVerified: true },
  })
  // This browser's session was opened with the second factor where the account has one.
  const { token } = await openSession(payload, { email: stored.email, password: next }, undefined, 'renewal')
  if (await mayMail(payload, 'passwordChanged', stored.email)) {
    await sendEmail(payload, stored.email, passwordChangedMessage({ locale: localeOf(stored), name: stored.first_name }))
  }
  return token
}
