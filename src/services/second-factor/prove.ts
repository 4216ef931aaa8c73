import type { PayloadRequest } from 'payload'

import { asRecoveryCode } from '@/lib/second-factor/recovery-codes'
import { openSecret } from '@/lib/second-factor/sealed-secret'
import { asTotpCode, matchingStep } from '@/lib/second-factor/totp'

import { type StoredFactor, spendRecoveryCode, takeStep } from './factor-store'
import { clearTries, countTry } from './tries'

/**
 * Whether `given` proves the account's factor: its app's current code, not used before, or one
 * of its unused recovery codes, which is used up. Every try counts against the account's limit
 * (429 past it, before the code is looked at); a right one clears the count.
 */
export async function proveFactor(req: PayloadRequest, userId: number, factor: StoredFactor, given: string): Promise<boolean> {
  await countTry(req.payload, userId)
  const code = asTotpCode(given)
  const recovery = code === null ? asRecoveryCode(given) : null
  let proven = false
  if (code !== null) {
    const step = matchingStep(openSecret(req.payload.secret, factor.sealedSecret), code)
    proven = step !== null && (await takeStep(req, userId, step))
  } else if (recovery !== null) {
    proven = await spendRecoveryCode(req, userId, recovery)
  }
  if (proven) await clearTries(req.payload, userId)
  return proven
}
