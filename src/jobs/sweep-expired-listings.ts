import type { TaskConfig } from 'payload'

import { sweepExpiredListings } from '@/services/listings/public/listed'

import { LISTINGS_QUEUE } from './expiry-reminders'

/**
 * Every ten minutes, takes listings whose expiry date has passed off the `listed` index, so the
 * public reads' expiry check and the count correction only ever see the last minutes' expiries.
 */
export const sweepExpiredListingsTask: TaskConfig<'sweepExpiredListings'> = {
  slug: 'sweepExpiredListings',
  label: 'Expired listings off the public index',
  schedule: [{ cron: '*/10 * * * *', queue: LISTINGS_QUEUE }],
  handler: async ({ req }) => ({ output: { swept: await sweepExpiredListings(req.payload) } }),
  outputSchema: [{ name: 'swept', type: 'number', required: true }],
}
