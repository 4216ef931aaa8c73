import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { requestDb } from '@/lib/database/request-db'

import { hashKey } from './hash-key'

/** At most `limit` uses within any `windowMs` (a sliding window), counted per key. */
export type Rule = { name: string; limit: number; windowMs: number }

/**
 * One use to count under `rule`: `key` is who or what is limited (a visitor, an address, a
 * listing). A use with an `item` counts once per item within the window: a visitor opening the
 * same listing's contact again uses nothing more.
 */
export type Use = { rule: Rule; key: string; item?: string }

export type Verdict = { allowed: true } | { allowed: false; rule: Rule; retryAfterSeconds: number }

/** First key of the advisory locks on limit keys (team-lock.ts uses 7001, mail-queue.ts 7002). */
const LOCK_SPACE = 7003
const SWEEP_EVERY_MS = 10 * 60 * 1000
let lastSweep = 0

/** A lock number for one rule's key (two keys sharing one only wait for each other). */
const lockOf = (rule: string, key: string) => crypto.createHash('sha256').update(`${rule}:${key}`).digest().readInt32BE(0)

type Counted = { used: number; seen: number; frees_in: number | null }

/**
 * Records `uses` if every rule still allows them, all or none, in PostgreSQL: every server of
 * the site counts against the same numbers. Each key is locked for the check and the record, so
 * requests at the same moment cannot both take the last use. A refusal records nothing and
 * says when the rule that refused frees up again. Given `req`, it counts inside the transaction
 * open on it (the uses stand or fall with the request's work, and the keys stay locked until
 * it ends): a request holding a transaction never waits for a second connection, which a
 * crowd of such requests would never get.
 */
export async function takeUses(payload: Payload, uses: Use[], { req }: { req?: PayloadRequest } = {}): Promise<Verdict> {
  const rows = uses.map(({ rule, key, item }) => ({
    rule,
    key: hashKey(payload, key),
    item: item === undefined ? null : hashKey(payload, item),
  }))
  const locks = [...new Set(rows.map((row) => lockOf(row.rule.name, row.key)))].sort((a, b) => a - b)

  const db = req ? await requestDb(req) : payload.db.drizzle
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    // In one order everywhere, so two requests locking the same keys cannot deadlock.
    for (const lock of locks) await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${lock})`)
    const fresh: typeof rows = []
    let refusal: Verdict | undefined
    for (const row of rows) {
      const result = await tx.execute(sql`
        SELECT count(*)::int AS used,
               count(*) FILTER (WHERE item = ${row.item ?? ''})::int AS seen,
               extract(epoch FROM min(expires_at) - now())::float8 AS frees_in
        FROM rate_limit_uses
        WHERE bucket = ${row.rule.name} AND key = ${row.key} AND expires_at > now()`)
      const { used, seen, frees_in } = result.rows[0] as Counted
      if (row.item !== null && seen > 0) continue
      if (used >= row.rule.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil(frees_in ?? row.rule.windowMs / 1000))
        if (!refusal || (!refusal.allowed && retryAfterSeconds > refusal.retryAfterSeconds))
          refusal = { allowed: false, rule: row.rule, retryAfterSeconds }
        continue
      }
      fresh.push(row)
    }
    if (refusal) return refusal
    for (const row of fresh) {
      await tx.execute(sql`
        INSERT INTO rate_limit_uses (bucket, key, item, expires_at)
        VALUES (${row.rule.name}, ${row.key}, ${row.item ?? ''}, now() + ${row.rule.windowMs}::bigint * interval '1 millisecond')`)
    }
    return { allowed: true }
  })
  sweepNowAndThen(payload)
  return verdict
}

/** Forgets every use of `rules` counted for `key`: what a success that proves the person ends. */
export async function clearUses(payload: Payload, rules: Rule[], key: string): Promise<void> {
  const hashed = hashKey(payload, key)
  for (const rule of rules)
    await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_uses WHERE bucket = ${rule.name} AND key = ${hashed}`)
}

/** Uses whose window has passed count for nothing: they are deleted every few minutes. */
function sweepNowAndThen(payload: Payload): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = Date.now()
  payload.db.drizzle.execute(sql`DELETE FROM rate_limit_uses WHERE expires_at <= now()`).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Sweeping rate limit uses failed' })
  })
}
