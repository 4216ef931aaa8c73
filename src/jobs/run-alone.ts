import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Our advisory lock keys, one per queue (team-lock.ts uses 7001, the rate limits 7003, saved
 * searches 7011).
 */
export const QUEUE_LOCKS = { mail: 7002, listings: 7004 } as const
export type LockedQueue = keyof typeof QUEUE_LOCKS

/**
 * Jobs of `queue` that a run marked as taken and never finished: its process died (SIGKILL, a
 * lost machine) with them in hand. Only a caller holding the queue's lock may call this: then no
 * live run holds any job of the queue, so every one still marked was left by a dead run, and
 * Payload's runner, which takes only jobs not marked, would never take it again. Run on a
 * connection of its own, outside the lock's transaction, so the runner sees it at once.
 */
async function releaseAbandonedJobs(payload: Payload, queue: LockedQueue) {
  const { rows } = await payload.db.drizzle.execute(
    sql`UPDATE payload_jobs SET processing = false WHERE queue = ${queue} AND processing RETURNING id`,
  )
  if (rows.length > 0) payload.logger.warn({ msg: `Took back ${rows.length} ${queue} job(s) a stopped run left unfinished`, jobs: rows })
}

/** The last run each Payload started per queue: its runs wait in line, so at most one of its connections waits for the lock. */
const lastRuns = new WeakMap<Payload, Map<LockedQueue, Promise<unknown>>>()

/**
 * One run of `queue`, never at the same time as another run of it, on this server or any other
 * on the same database. Payload marks the jobs it takes only after reading them, so two runs at
 * one moment take the same job: a message was delivered twice, and the later run, finding the
 * job the first had completed and deleted, failed with its transaction left open, until the pool
 * ran dry and the server stopped answering. With `schedules`, the queue's scheduled tasks are
 * queued first under the same lock, so two servers never queue the same hour's run twice.
 * Every run of our queues goes through here; Payload's own autoRun is not used. The lock is a
 * transaction's, on one connection: a process that dies mid-run drops the connection, PostgreSQL
 * ends the transaction and frees the lock, and the next run takes back the jobs it left.
 */
export function runQueueAlone(payload: Payload, queue: LockedQueue, { limit, schedules = false }: { limit: number; schedules?: boolean }) {
  const runs = lastRuns.get(payload) ?? new Map<LockedQueue, Promise<unknown>>()
  lastRuns.set(payload, runs)
  const run = (runs.get(queue) ?? Promise.resolve()).then(() =>
    payload.db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCKS[queue]}, 0)`)
      await releaseAbandonedJobs(payload, queue)
      if (schedules) await payload.jobs.handleSchedules({ queue })
      return payload.jobs.run({ queue, limit })
    }),
  )
  runs.set(
    queue,
    run.catch(() => undefined),
  )
  return run
}

/** Resolves once every run of `queue` this Payload has started so far has ended (they run in line). */
export const queueRunsEnded = (payload: Payload, queue: LockedQueue): Promise<unknown> =>
  lastRuns.get(payload)?.get(queue) ?? Promise.resolve()
