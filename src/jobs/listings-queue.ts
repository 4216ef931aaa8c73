import type { Payload } from 'payload'

import { LISTINGS_QUEUE } from './expiry-reminders'
import { runQueueAlone } from './run-alone'

/** How often the server queues the listing tasks that are due (their schedules) and runs them. */
const EVERY_MS = 60_000

/** One run of the listings queue: what its schedules make due is queued, then run, alone (run-alone.ts). */
export const runListingsQueue = (payload: Payload) => runQueueAlone(payload, LISTINGS_QUEUE, { limit: 5, schedules: true })

/**
 * In the server process, every minute: the hourly listing tasks (expiry reminders, the sweep of
 * ended listings, saved-search digests). Not Payload's autoRun, which would queue and run them
 * on every server at once, and in any process that handles a REST request (the tests too).
 */
export function scheduleListingsQueue(payload: Payload): void {
  setInterval(
    () => void runListingsQueue(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Listings queue run failed' })),
    EVERY_MS,
  ).unref()
}
