import type { TaskConfig } from 'payload'

import { sendSavedSearchDigests } from '@/services/saved-searches/digest'

import { LISTINGS_QUEUE } from './expiry-reminders'

/**
 * The daily digest of saved searches, at 07:00 Riga time. Payload reads a schedule's cron in the
 * server's own time zone, so the task runs every hour and the service sends only what is due since
 * the last 07:00 in Riga (services/saved-searches/digest-time.ts): the right hour in summer and
 * winter, and a server that was down at seven catches up at its next hour.
 */
export const savedSearchDigestTask: TaskConfig<'savedSearchDigest'> = {
  slug: 'savedSearchDigest',
  label: 'Saved search digests',
  schedule: [{ cron: '0 * * * *', queue: LISTINGS_QUEUE }],
  handler: async ({ req }) => ({ output: { mailed: await sendSavedSearchDigests(req.payload) } }),
  outputSchema: [{ name: 'mailed', type: 'number', required: true }],
}
