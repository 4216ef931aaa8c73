import { APIError, AuthenticationError, LockedAuth, type PayloadRequest, UnverifiedEmail } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'
import { ApiError } from '@/lib/api/api-error'
import type { User } from '@/payload-types'

import { openSession } from './open-session'
import { spendPasswordWork } from './password-work'
import { unknownLoginLock } from './unknown-login-lock'
import { findUserByEmail, normalizeEmail } from './users'

/** A refused login: the login screen shows the `error` field (spec section 8), so it carries the message too. */
const refusal = (req: PayloadRequest, status: number, key: string) => {
  const text = translate(requestLocale(req), key)
  return new ApiError(status, text, { extra: { error: text } })
}

/**
 * An e-mail nobody registered answers exactly as a registered one with a wrong password, and
 * only after the same work Payload does for that: its own lookup of the account, the password
 * key derivation and a write of the failed attempt (a write that finds no row). It locks by
 * Payload's rules too, so neither the answer, its timing nor the lock tells who is registered.
 */
async function refuseUnknown(req: PayloadRequest, email: string, password: string): Promise<never> {
  await findUserByEmail(req.payload, email)
  if (await unknownLoginLock.isLocked(req.payload, email)) throw refusal(req, 429, 'account.login_locked')
  await spendPasswordWork(password)
  await req.payload.db.updateOne({ collection: 'users', where: { email: { equals: email } }, data: { loginAttempts: { $inc: 1 } }, returning: false })
  await unknownLoginLock.recordFailure(req.payload, email)
  throw refusal(req, 401, 'account.login_failed')
}

function explain(req: PayloadRequest, error: unknown): unknown {
  if (error instanceof AuthenticationError) return refusal(req, 401, 'account.login_failed')
  if (error instanceof LockedAuth) return refusal(req, 429, 'account.login_locked')
  if (error instanceof UnverifiedEmail) return refusal(req, 403, 'account.login_unverified')
  // Blocked and team-disabled accounts (collections/Users/hooks/refuseBlockedLogin), already translated.
  if (error instanceof APIError && error.status === 403) return new ApiError(403, error.message, { extra: { error: error.message } })
  return error
}

/**
 * Logs a user in with e-mail and password through Payload (lock after 5 failures, verified
 * e-mail, blocked accounts refused) and returns the account with a new session's token.
 */
export async function authenticate(req: PayloadRequest, credentials: { email: string; password: string }): Promise<{ user: User; token: string; exp?: number }> {
  const email = normalizeEmail(credentials.email)
  if (!(await findUserByEmail(req.payload, email))) return refuseUnknown(req, email, credentials.password)
  try {
    return await openSession(req.payload, { email, password: credentials.password }, req)
  } catch (error) {
    throw explain(req, error)
  }
}
