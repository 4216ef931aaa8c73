import type { Payload } from 'payload'

import { tooMany } from '@/lib/errors/app-error'
import { clearUses, takeUses } from '@/lib/rate-limit/limiter'
import { SECOND_FACTOR_TRIES } from '@/lib/rate-limit/rules'

const key = (userId: number) => `user:${userId}`

/** Counts one code tried for the account, refused past the limit before the code is even looked at. */
export async function countTry(payload: Payload, userId: number): Promise<void> {
  const verdict = await takeUses(
    payload,
    SECOND_FACTOR_TRIES.map((rule) => ({ rule, key: key(userId) })),
  )
  if (!verdict.allowed) throw tooMany('account.second_factor_too_many', verdict.retryAfterSeconds)
}

/** A right code: the account's count starts again. */
export const clearTries = (payload: Payload, userId: number) => clearUses(payload, SECOND_FACTOR_TRIES, key(userId))
