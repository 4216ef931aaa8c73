import type { Payload } from 'payload'

import { scheduleMailQueue } from '@/email/mail-queue'
import { jobsRunHere } from '@/lib/runtime/jobs-here'

import { scheduleListingsQueue } from './listings-queue'

/**
 * The web server's part in the queues, from instrumentation: by default it runs them itself, so
 * one server alone needs nothing else; with JOBS=off it runs none and `npm run worker` does.
 */
export function runServerQueues(payload: Payload): void {
  if (!jobsRunHere()) return
  scheduleMailQueue(payload)
  scheduleListingsQueue(payload)
}
