import { APIError, AuthenticationError, LockedAuth, type PayloadRequest, UnverifiedEmail } from 'payload'

import { AppError, type Refusal } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { FRESH_RECOVERY_CODES } from '@/services/second-factor/at-login'

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
 * e-mail, blocked accounts refused) and, where the account has a second factor, its code
 * (`enrolment`: the offer a first code answers). Returns the account with a new session's token,
 * and the recovery codes when this login set the factor up.
 */
export async function authenticate(
  req: PayloadRequest,
  credentials: { email: string; password: string; code?: string; enrolment?: string },
): Promise<{ user: User; token: string; exp?: number; recoveryCodes?: string[] }> {
  const email = normalizeEmail(credentials.email)
  if (!(await findUserByEmail(req.payload, email))) return refuseUnknown(req, email, credentials.password)
  const { code, enrolment } = credentials
  try {
    const session = await openSession(req.payload, { email, password: credentials.password }, req, { code, enrolment })
    return { ...session, recoveryCodes: req.context[FRESH_RECOVERY_CODES] as string[] | undefined }
  } catch (error) {
    throw explain(error)
  }
}
