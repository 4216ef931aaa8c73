import type { PayloadRequest } from 'payload'

import { newRecoveryCodes } from '@/lib/second-factor/recovery-codes'
import { sealSecret } from '@/lib/second-factor/sealed-secret'
import { asTotpCode, matchingStep } from '@/lib/second-factor/totp'

import { offeredSecret } from './enrolment-offer'
import { keepFactor } from './factor-store'
import { clearTries, countTry } from './tries'

export type EnrolmentResult =
  { status: 'enrolled'; recoveryCodes: string[] } | { status: 'wrong' } | { status: 'expired' } | { status: 'exists' }

/**
 * Turns an offer into the account's factor once the owner types its current code: the code's
 * step is taken (it cannot log in again) and ten recovery codes are made, returned this once
 * and kept only as hashes. Every try counts against the account's limit.
 */
export async function enrolWithCode(req: PayloadRequest, userId: number, token: string, given: string): Promise<EnrolmentResult> {
  const secret = offeredSecret(req.payload, token, userId)
  if (secret === null) return { status: 'expired' }
  await countTry(req.payload, userId)
  const code = asTotpCode(given)
  const step = code === null ? null : matchingStep(secret, code)
  if (step === null) return { status: 'wrong' }
  const recoveryCodes = newRecoveryCodes()
  if (!(await keepFactor(req, userId, sealSecret(req.payload.secret, secret), step, recoveryCodes))) return { status: 'exists' }
  await clearTries(req.payload, userId)
  return { status: 'enrolled', recoveryCodes }
}

/**
 * Gives an account a factor with a secret known beforehand and no recovery codes: the demo
 * seed's staff, whose codes `npm run demo:code` prints (src/seed/users.ts).
 */
export async function enrolKnownSecret(req: PayloadRequest, userId: number, secret: string): Promise<boolean> {
  return keepFactor(req, userId, sealSecret(req.payload.secret, secret), 0, [])
}
