import { APIError, AuthenticationError, LockedAuth, type PayloadRequest, UnverifiedEmail } from 'payload'

import { AppError, type Refusal } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { openSession } from './open-session'
import { spendPasswordWork } from './password-work'
import { unknownLoginLock } from './unknown-login-lock'
import { findUserByEmail, normalizeEmail } from './users'

/** A refused login: the login screen shows the `error` field (docs/product.md#errors), so it carries the message too. */
const refusal = (kind: Refusal, key: string) => new AppError(kind, key, { echoAsError: true })

/**
 * An e-mail nobody registered answers exactly as a registered one with a wrong password, and
 * only after the same work Payload does for that: its own lookup of the account, the password
 * key derivation and a write of the failed attempt (a write that finds no row). It locks by
 * Payload's rules too, so neither the answer, its timing nor the lock tells who is registered.
 */
async function refuseUnknown(req: PayloadRequest, email: string, password: string): Promise<never> {
  await findUserByEmail(req.payload, email)
  if (await unknownLoginLock.isLocked(req.payload, email)) throw refusal('tooMany', 'account.login_locked')
  await spendPasswordWork(password)
  await req.payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: email } },
    data: { loginAttempts: { $inc: 1 } },
    returning: false,
  })
  await unknownLoginLock.recordFailure(req.payload, email)
  throw refusal('unauthenticated', 'account.login_failed')
}

function explain(error: unknown): unknown {
  if (error instanceof AuthenticationError) return refusal('unauthenticated', 'account.login_failed')
  if (error instanceof LockedAuth) return refusal('tooMany', 'account.login_locked')
  if (error instanceof UnverifiedEmail) return refusal('forbidden', 'account.login_unverified')
  // Blocked and team-disabled accounts (collections/Users/hooks/refuseBlockedLogin), already translated.
  if (error instanceof APIError && error.status === 403)
    return new AppError('forbidden', error.message, { translated: true, echoAsError: true })
  return error
}

/**
 * Logs a user in with e-mail and password through Payload (lock after 5 failures, verified
 * e-mail, blocked accounts refused) and returns the account with a new session's token.
 */
export async function authenticate(
  req: PayloadRequest,
  credentials: { email: string; password: string },
): Promise<{ user: User; token: string; exp?: number }> {
  const email = normalizeEmail(credentials.email)
  if (!(await findUserByEmail(req.payload, email))) return refuseUnknown(req, email, credentials.password)
  try {
    return await openSession(req.payload, { email, password: credentials.password }, req)
  } catch (error) {
    throw explain(error)
  }
}
