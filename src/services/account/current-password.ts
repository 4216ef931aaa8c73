import { incrementLoginAttempts, type Payload } from 'payload'

import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { passwordMatches } from './password-work'

/**
 * Checks a signed-in user's current password before a change that could take the account away
 * (password, e-mail) and returns the stored account. A wrong password is a field error of
 * `field` (a 401 would log the user out) but counts as a failed login, so a stolen session
 * cannot guess its way through: after 5 the account locks like a login does.
 */
export async function checkCurrentPassword(payload: Payload, userId: number, current: string, field: string): Promise<User> {
  const wrong = () => new AppError('invalid', 'account.current_password_wrong', { errors: { [field]: 'account.current_password_wrong' } })
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } } })
  if (!stored) throw wrong()
  if (stored.lockUntil && new Date(stored.lockUntil).getTime() > Date.now()) throw new AppError('tooMany', 'account.login_locked')
  if (!(await passwordMatches(current, stored))) {
    await incrementLoginAttempts({ collection: payload.collections.users.config, payload, user: stored })
    throw wrong()
  }
  return stored
}
