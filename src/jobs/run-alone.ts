import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Our advisory lock keys, one per queue (team-lock.ts uses 7001, the rate limits 7003, saved
 * searches 7011).
 */
export const QUEUE_LOCKS = { mail: 7002, listings: 7004 } as const
export type LockedQueue = keyof typeof QUEUE_LOCKS

/** The last run each Payload started per queue: its runs wait in line, so at most one of its connections waits for the lock. */
const lastRuns = new WeakMap<Payload, Map<LockedQueue, Promise<unknown>>>()

/**
 * One run of `queue`, never at the same time as another run of it, on this server or any other
 * on the same database. Payload marks the jobs it takes only after reading them, so two runs at
 * one moment take the same job: a message was delivered twice, and the later run, finding the
 * job the first had completed and deleted, failed with its transaction left open, until the pool
 * ran dry and the server stopped answering. With `schedules`, the queue's scheduled tasks are
 * queued first under the same lock, so two servers never queue the same hour's run twice.
 * Every run of our queues goes through here; Payload's own autoRun is not used.
 */
export function runQueueAlone(payload: Payload, queue: LockedQueue, { limit, schedules = false }: { limit: number; schedules?: boolean }) {
  const runs = lastRuns.get(payload) ?? new Map<LockedQueue, Promise<unknown>>()
  lastRuns.set(payload, runs)
  const run = (runs.get(queue) ?? Promise.resolve()).then(() =>
    payload.db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCKS[queue]}, 0)`)
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
