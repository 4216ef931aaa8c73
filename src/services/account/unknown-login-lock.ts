import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hashKey } from '@/lib/rate-limit/hash-key'

/**
 * A count left idle this long is forgotten, so addresses sprayed at the login do not pile up.
 * Payload never forgets a registered account's count; this is the one difference (docs/decisions/030-limits-on-mail-and-contacts-in-postgresql.md).
 */
const FORGET_AFTER = '24 hours'
const SWEEP_EVERY_MS = 10 * 60 * 1000
let lastSweep = 0

/** Payload's own numbers for accounts (collections/Users: maxLoginAttempts, lockTime), so the two locks cannot drift apart. */
const accountLock = (payload: Payload) => {
  const { maxLoginAttempts, lockTime } = payload.collections.users.config.auth
  return { maxAttempts: maxLoginAttempts, lockMs: lockTime }
}

/**
 * Payload locks a registered account after 5 failed logins for 10 minutes; an unregistered
 * e-mail has no account to lock, so it would keep answering "wrong password" and give away
 * that nobody is behind it. This lock applies Payload's rules to unknown e-mails: the 5th
 * failure locks, the lock answers until it ends, and the first failure after it counts 1
 * again. It lives in PostgreSQL (table unknown_login_locks, keyed by a hash of the address),
 * so every server and a restart see the same lock.
 */
export const unknownLoginLock = {
  async isLocked(payload: Payload, email: string): Promise<boolean> {
    const { rows } = await payload.db.drizzle.execute(sql`
      SELECT 1 FROM unknown_login_locks WHERE key = ${hashKey(payload, email)} AND lock_until > now()`)
    return rows.length > 0
  },

  /** One failure, counted in one statement, so failures at the same moment all count. */
  async recordFailure(payload: Payload, email: string): Promise<void> {
    const { maxAttempts, lockMs } = accountLock(payload)
    const lockUntil = sql`now() + ${lockMs}::bigint * interval '1 millisecond'`
    // As Payload: a lock that has ended, or a count long idle, starts again at 1.
    const restart = sql`((l.lock_until IS NOT NULL AND l.lock_until <= now()) OR l.last_failed_at < now() - ${FORGET_AFTER}::interval)`
    await payload.db.drizzle.execute(sql`
      INSERT INTO unknown_login_locks AS l (key, attempts, lock_until, last_failed_at)
      VALUES (${hashKey(payload, email)}, 1, CASE WHEN 1 >= ${maxAttempts}::int THEN ${lockUntil} END, now())
      ON CONFLICT (key) DO UPDATE SET
        attempts = CASE WHEN ${restart} THEN 1 ELSE l.attempts + 1 END,
        lock_until = CASE
          WHEN ${restart} THEN NULL
          WHEN l.attempts + 1 >= ${maxAttempts}::int THEN ${lockUntil}
          ELSE l.lock_until
        END,
        last_failed_at = now()`)
    sweepNowAndThen(payload)
  },
}

function sweepNowAndThen(payload: Payload): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = Date.now()
  payload.db.drizzle
    .execute(
      sql`
      DELETE FROM unknown_login_locks
      WHERE last_failed_at < now() - ${FORGET_AFTER}::interval AND (lock_until IS NULL OR lock_until <= now())`,
    )
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Sweeping unknown login locks failed' }))
}
