import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDb } from '@/lib/database/request-db'
import { hashKey } from '@/lib/rate-limit/hash-key'
import { asRecoveryCode } from '@/lib/second-factor/recovery-codes'

/*
 * The tables of migration 20261128_140000_second_factor, read and written only here, in the
 * request's transaction where one is open (a login's), so a login that fails later keeps nothing.
 */

export type StoredFactor = { sealedSecret: string; lastStep: number; enrolledAt: string }

/** What is kept of a recovery code (as typed or as shown): a keyed hash, so a copy of the table gives nobody a code. */
const recoveryHash = (req: PayloadRequest, code: string) => hashKey(req.payload, `recovery-code:${asRecoveryCode(code)}`)

export async function storedFactor(req: PayloadRequest, userId: number): Promise<StoredFactor | null> {
  const db = await requestDb(req)
  const { rows } = await db.execute(sql`
    SELECT sealed_secret AS "sealedSecret", last_step::float8 AS "lastStep", enrolled_at AS "enrolledAt"
    FROM user_second_factors WHERE user_id = ${userId}`)
  return (rows[0] as StoredFactor | undefined) ?? null
}

/**
 * Keeps a factor the owner proved with the code of `step`, with its recovery codes; false when the
 * account has one already (two enrolments at once: the first stands).
 */
export async function keepFactor(req: PayloadRequest, userId: number, sealedSecret: string, step: number, recoveryCodes: string[]) {
  const db = await requestDb(req)
  const { rows } = await db.execute(sql`
    INSERT INTO user_second_factors (user_id, sealed_secret, last_step) VALUES (${userId}, ${sealedSecret}, ${step})
    ON CONFLICT (user_id) DO NOTHING RETURNING 1`)
  if (rows.length === 0) return false
  await db.execute(sql`DELETE FROM user_recovery_codes WHERE user_id = ${userId}`)
  for (const code of recoveryCodes)
    await db.execute(sql`INSERT INTO user_recovery_codes (user_id, code_hash) VALUES (${userId}, ${recoveryHash(req, code)})`)
  return true
}

/**
 * Takes the code of `step` if no code of that step or a later one was taken before: the one
 * statement that refuses a replay, also of two logins with the same code at the same moment.
 */
export async function takeStep(req: PayloadRequest, userId: number, step: number): Promise<boolean> {
  const db = await requestDb(req)
  const { rows } = await db.execute(sql`
    UPDATE user_second_factors SET last_step = ${step} WHERE user_id = ${userId} AND last_step < ${step} RETURNING 1`)
  return rows.length > 0
}

/** Uses up a recovery code: true once for each code the account was given. */
export async function spendRecoveryCode(req: PayloadRequest, userId: number, code: string): Promise<boolean> {
  const db = await requestDb(req)
  const { rows } = await db.execute(sql`
    DELETE FROM user_recovery_codes WHERE user_id = ${userId} AND code_hash = ${recoveryHash(req, code)} RETURNING 1`)
  return rows.length > 0
}

/** Forgets the account's factor and recovery codes; false when it had none. */
export async function dropFactor(req: PayloadRequest, userId: number): Promise<boolean> {
  const db = await requestDb(req)
  await db.execute(sql`DELETE FROM user_recovery_codes WHERE user_id = ${userId}`)
  const { rows } = await db.execute(sql`DELETE FROM user_second_factors WHERE user_id = ${userId} RETURNING 1`)
  return rows.length > 0
}
