import { incrementLoginAttempts, type Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { passwordChangedMessage } from '@/email/templates/password-changed'
import { ApiError } from '@/lib/api/api-error'
import type { User } from '@/payload-types'

import { passwordMatches } from './password-work'
import { localeOf } from './users'

const wrongCurrent = () => new ApiError(400, 'account.current_password_wrong', { errors: { password: 'account.current_password_wrong' } })

/**
 * Changes a signed-in user's password after checking the current one. A wrong current
 * password is a field error (a 401 would log the user out) but counts as a failed login, so a
 * stolen session cannot guess its way through: after 5 the account locks like a login does.
 * Every session of the account ends; the returned token is a fresh one for this browser.
 */
export async function changePassword(payload: Payload, user: User, current: string, next: string): Promise<string> {
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
  if (!stored) throw wrongCurrent()
  if (stored.lockUntil && new Date(stored.lockUntil).getTime() > Date.now()) throw new ApiError(429, 'account.login_locked')
  if (!(await passwordMatches(current, stored))) {
    await incrementLoginAttempts({ collection: payload.collections.users.config, payload, user: stored })
    throw wrongCurrent()
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: next, loginAttempts: 0, lockUntil: null, sessions: [] },
    overrideAccess: true,
    // collections/Users/hooks/guardPasswordChange: the current password was checked above.
    context: { passwordChangeVerified: true },
  })
  const { token } = await payload.login({ collection: 'users', data: { email: stored.email, password: next } })
  if (!token) throw new Error('Payload issued no session token')
  await sendEmail(payload, stored.email, passwordChangedMessage({ locale: localeOf(stored), name: stored.first_name }))
  return token
}
