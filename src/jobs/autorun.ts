import type { JobsConfig } from 'payload'

import { LISTINGS_QUEUE } from './expiry-reminders'

type AutorunCronConfig = Extract<JobsConfig['autoRun'], unknown[]>[number]

/**
 * Every minute, in the server process: the listings queue's schedules are queued
 * (handleSchedules) and the jobs that are due run. The mail queue is never run here: only one run
 * of it at a time may exist (src/email/mail-queue.ts), scheduled from instrumentation.
 *
 * `JOBS_AUTORUN=off` leaves the schedules to someone else. The integration tests set it: Payload
 * starts these crons in any process that handles a REST request, and in a test process with a
 * moved clock they would queue and run the hourly tasks at a made-up hour, behind the tests' backs.
 */
export const jobsAutoRun = (): AutorunCronConfig[] =>
  process.env.JOBS_AUTORUN === 'off' ? [] : [{ cron: '* * * * *', queue: LISTINGS_QUEUE, limit: 5 }]
