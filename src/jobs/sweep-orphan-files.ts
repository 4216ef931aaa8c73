import type { TaskConfig } from 'payload'

import { sweepOrphanFiles } from '@/services/uploads/sweep-orphan-files'

import { LISTINGS_QUEUE } from './expiry-reminders'

/**
 * Every hour, removes uploaded files a crash left without their row and reports rows whose
 * files are missing (services/uploads/sweep-orphan-files.ts). In the listings queue, so one
 * process runs it at a time; a run that fails is simply the next hour's work too.
 */
export const sweepOrphanFilesTask: TaskConfig<'sweepOrphanFiles'> = {
  slug: 'sweepOrphanFiles',
  label: 'Files without their row',
  schedule: [{ cron: '30 * * * *', queue: LISTINGS_QUEUE }],
  handler: async ({ req }) => ({ output: await sweepOrphanFiles(req.payload) }),
  outputSchema: [
    { name: 'removed', type: 'number', required: true },
    { name: 'missing', type: 'number', required: true },
  ],
}
