import type { Payload } from 'payload'

import { LISTINGS_QUEUE } from './expiry-reminders'
import { logQueueFailure } from './log-queue-failure'
import { queueRunsEnded, runQueueAlone } from './run-alone'

/** How often a process that runs the queues queues the listing tasks that are due (their schedules) and runs them. */
export const LISTINGS_EVERY_MS = 60_000

/** One run of the listings queue: what its schedules make due is queued, then run, alone (run-alone.ts). */
export const runListingsQueue = (payload: Payload) => runQueueAlone(payload, LISTINGS_QUEUE, { limit: 5, schedules: true })

const runLogged = (payload: Payload) => runListingsQueue(payload).catch((error: unknown) => logQueueFailure(payload, 'Listings', error))

/**
 * Every minute (and at once with `now`): the scheduled housekeeping tasks (expiry reminders, the
 * sweep of ended listings, saved-search digests, the sweep of files without their row). Not
 * Payload's autoRun, which would queue and run them on every server at once, and in any process
 * that handles a REST request (the tests too). Answers how to stop: no run starts after it, and
 * it resolves once the run in progress has ended.
 */
export function scheduleListingsQueue(payload: Payload, { now = false } = {}): () => Promise<void> {
  const timer = setInterval(() => void runLogged(payload), LISTINGS_EVERY_MS)
  timer.unref()
  if (now) void runLogged(payload)
  return async () => {
    clearInterval(timer)
    await queueRunsEnded(payload, LISTINGS_QUEUE)
  }
}
