import type { TaskConfig } from 'payload'

import { sendExpiryReminders } from '@/services/listings/expiry-reminders'

/** The queue of scheduled listing housekeeping, run by the server or the worker (src/jobs/listings-queue.ts). */
export const LISTINGS_QUEUE = 'listings' as const

/**
 * Every hour, mails the owners of listings that end within a week (once per lifetime; see
 * services/listings/expiry-reminders.ts). A failed run is simply the next hour's work too.
 */
export const expiryRemindersTask: TaskConfig<'expiryReminders'> = {
  slug: 'expiryReminders',
  label: 'Listing expiry reminders',
  schedule: [{ cron: '0 * * * *', queue: LISTINGS_QUEUE }],
  handler: async ({ req }) => ({ output: { queued: await sendExpiryReminders(req.payload) } }),
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
}
