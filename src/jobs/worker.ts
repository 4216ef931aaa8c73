import { setTimeout as pause } from 'node:timers/promises'

import type { Payload } from 'payload'

import { drainMailQueue, scheduleMailQueue } from '@/email/mail-queue'
import { MAIL_CHANNEL } from '@/email/mail-signal'
import { databaseUrl } from '@/lib/database/database-url'
import { listenTo } from '@/lib/database/listen'
import { databasePool } from '@/lib/database/pool'
import { AppError } from '@/lib/errors/app-error'
import { requireReady } from '@/services/readiness'

import { LISTINGS_QUEUE } from './expiry-reminders'
import { scheduleListingsQueue } from './listings-queue'
import { queueRunsEnded } from './run-alone'
import { WORKER_READY } from './worker-ready'

/** The application_name of the worker's LISTEN connection in pg_stat_activity. */
export const WORKER_LISTENER = 'bizness-worker'

/** How often a worker that found the schema behind this build asks again. */
const MIGRATIONS_POLL_MS = 2_000

/** Resolves when `signal` aborts (at once if it has). */
const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })

/**
 * Waits until the database answers and holds this build's migrations: the web server applies
 * them on start, never the worker, so a deploy never has two processes migrating at once. False
 * when stopped first.
 */
async function untilMigrated(payload: Payload, signal: AbortSignal, say: (line: string) => void): Promise<boolean> {
  for (let told = false; !signal.aborted; told = true) {
    try {
      await requireReady(databasePool(payload))
      return true
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      if (!told) say('The worker waits until the database answers and the site has applied every migration…')
      // An abort ends the pause early (and rejects it, which means only that).
      await pause(MIGRATIONS_POLL_MS, undefined, { signal }).catch(() => {})
    }
  }
  return false
}

/**
 * The jobs worker (src/entries/worker.ts), for web servers started with JOBS=off: runs the mail queue
 * as soon as a server signals queued mail (LISTEN on MAIL_CHANNEL) and every few seconds besides,
 * and the listings queue at once and then every minute. Every run goes through runQueueAlone, so
 * several workers and servers on one database take turns. When `signal` aborts, no run starts
 * any more and it resolves once the runs in progress have ended (their locks end with their
 * transactions).
 */
export async function runWorker(payload: Payload, signal: AbortSignal, say: (line: string) => void): Promise<void> {
  if (!(await untilMigrated(payload, signal, say))) return
  const listener = listenTo(databaseUrl(), MAIL_CHANNEL, {
    name: WORKER_LISTENER,
    onNotice: () => drainMailQueue(payload),
    onError: (error) => payload.logger.warn({ err: error, msg: 'The worker’s LISTEN connection failed; it connects again' }),
  })
  const stopListings = scheduleListingsQueue(payload, { now: true })
  const stopMail = scheduleMailQueue(payload)
  await Promise.race([Promise.all([listener.listening, queueRunsEnded(payload, LISTINGS_QUEUE)]), aborted(signal)])
  if (!signal.aborted) say(`${WORKER_READY}; mail also at once on a signal on ${MAIL_CHANNEL}.`)
  await aborted(signal)
  await listener.close()
  // The listings tasks queue mail (reminders, digests): their run ends before the mail queue's last one.
  await stopListings()
  await stopMail()
}
