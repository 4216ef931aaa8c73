import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { logQueueFailure } from '@/jobs/log-queue-failure'
import { QUEUE_LOCKS, runQueueAlone } from '@/jobs/run-alone'
import { jobsRunHere } from '@/lib/runtime/jobs-here'

import { signalQueuedMail } from './mail-signal'

export const MAIL_QUEUE = 'mail' as const

/** Messages one run of the mail queue takes; a full batch means more may be waiting. */
export const MAIL_BATCH = 50

/** How often a process that runs the queues looks for mail due for a retry (and for any a kick missed). */
const SCHEDULE_MS = 10_000

let running: Promise<void> | undefined
let again = false
/** Set when this process stops running the mail queue (a worker shutting down). */
let stopped = false

/** One run of the mail queue, alone (src/jobs/run-alone.ts): a message is never taken by two runs. */
export const runMailQueue = (payload: Payload, limit = MAIL_BATCH) => runQueueAlone(payload, MAIL_QUEUE, { limit })

/**
 * Removes the messages still waiting for `addresses` (an erased person's mail), under the queue's
 * lock, so never under a run that is sending one of them: Payload's runner, finding its job gone,
 * leaves its transaction open and the pool runs dry.
 */
export async function dropQueuedMailTo(payload: Payload, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return
  const wanted = sql.join(
    addresses.map((address) => sql`${address.toLowerCase()}`),
    sql`, `,
  )
  await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCKS[MAIL_QUEUE]}, 0)`)
    await tx.execute(sql`DELETE FROM payload_jobs WHERE queue = ${MAIL_QUEUE} AND lower(input -> 'message' ->> 'to') IN (${wanted})`)
  })
}

/**
 * Runs the mail queue now, in this process, in the background. One run at a time per process; a
 * drain asked for during a run, or a run that took a full batch (the hourly reminders can queue
 * hundreds), makes it go round once more. A failed message waits out its retry pause, so it is not
 * taken again at once.
 */
export function drainMailQueue(payload: Payload): void {
  if (stopped) return
  if (running) {
    again = true
    return
  }
  running = (async () => {
    do {
      again = false
      const result = await runMailQueue(payload).catch((error: unknown) => logQueueFailure(payload, 'Mail', error))
      if (result && Object.keys(result.jobStatus ?? {}).length >= MAIL_BATCH) again = true
    } while (again && !stopped)
  })().finally(() => {
    running = undefined
  })
}

/**
 * Has a newly queued message leave within moments instead of at the next scheduled run. Callers
 * kick after the message's job is committed: the mail adapter and the reset request queue it in a
 * transaction of its own, the expiry reminders after theirs; so the runner finds it without
 * waiting. A process that runs the queues drains the mail queue itself; one with JOBS=off
 * (src/lib/runtime/jobs-here.ts) signals the workers, which run it.
 */
export function kickMailQueue(payload: Payload): void {
  if (jobsRunHere()) drainMailQueue(payload)
  else void signalQueuedMail(payload)
}

/**
 * Runs the mail queue every few seconds, for retries that have waited out their pause and
 * anything a kick or a signal missed. Answers how to stop: no run starts after it, and it
 * resolves once the run in progress has ended.
 */
export function scheduleMailQueue(payload: Payload): () => Promise<void> {
  const timer = setInterval(() => drainMailQueue(payload), SCHEDULE_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    stopped = true
    await mailQueueIdle()
  }
}

/** Waits for a background run started by drainMailQueue (the worker's stop and tests use it). */
export const mailQueueIdle = () => running ?? Promise.resolve()
