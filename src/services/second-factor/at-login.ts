import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/account/roles'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { enrolWithCode } from './enrol'
import { makeOffer } from './enrolment-offer'
import { storedFactor } from './factor-store'
import { proveFactor } from './prove'

/**
 * What a login brings for the second factor, in `req.context[SECOND_FACTOR]` (set by server code
 * only, never from a request): the code typed and, for a first enrolment, the offer it answers;
 * or `renewal`, a new session for someone whose current one was already opened with the factor.
 */
export type SecondFactorAtLogin = { code?: string; enrolment?: string } | 'renewal'

export const SECOND_FACTOR = 'secondFactor'
/** Where a login that enrolled the factor leaves the recovery codes, for its answer alone. */
export const FRESH_RECOVERY_CODES = 'freshRecoveryCodes'

/** The password was right; the login waits for the code (the answer says so, and opens no session). */
const codeNeeded = (key = 'account.second_factor_needed') =>
  new AppError('unauthenticated', key, { echoAsError: true, extra: { secondFactor: 'code' } })

/** The password was right; staff without a factor set one up first: a new secret to scan. */
const enrolmentNeeded = (req: PayloadRequest, user: User, key = 'account.second_factor_enrol') =>
  new AppError('unauthenticated', key, { echoAsError: true, extra: { secondFactor: 'enrol', enrolment: makeOffer(req.payload, user) } })

const wrongCode = (stage: 'code' | 'enrol') =>
  new AppError('unauthenticated', 'account.second_factor_wrong', { echoAsError: true, extra: { secondFactor: stage } })

/**
 * The gate every session passes (collections/Users/hooks/requireSecondFactor, after Payload
 * checked the password and before it signs the session): an account with a factor (all staff,
 * sellers who turned it on) gets a session only with its code, and staff without one only by
 * setting it up. A refusal here ends the login with no session at all.
 */
export async function requireSecondFactor(req: PayloadRequest, user: User): Promise<void> {
  const given = req.context[SECOND_FACTOR] as SecondFactorAtLogin | undefined
  if (given === 'renewal') return
  const factor = await storedFactor(req, user.id)
  if (factor) {
    if (!given?.code) throw codeNeeded()
    if (!(await proveFactor(req, user.id, factor, given.code))) throw wrongCode('code')
    return
  }
  if (!isStaffUser(user)) return
  if (!given?.code || !given.enrolment) throw enrolmentNeeded(req, user)
  const result = await enrolWithCode(req, user.id, given.enrolment, given.code)
  if (result.status === 'expired') throw enrolmentNeeded(req, user, 'account.second_factor_offer_expired')
  if (result.status === 'wrong') throw wrongCode('enrol')
  if (result.status === 'exists') throw codeNeeded()
  req.context[FRESH_RECOVERY_CODES] = result.recoveryCodes
}
