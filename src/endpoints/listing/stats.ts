import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { listingStatistics } from '@/services/statistics/listing-statistics'
import { ListingStatistics } from '@/services/statistics/statistics-shapes'

export const listingStatsEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/stats/:id',
  summary: 'One listing’s daily views, contact reveals, inquiries and saves over the last 30 days, for its seller’s team',
  tag: 'listing',
  auth: true,
  params: z.object({ id: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'The listing’s statistics', schema: ListingStatistics },
    400: { description: 'The id is not a listing id' },
    401: { description: 'Not logged in' },
    404: { description: 'No such listing among the caller’s team’s' },
  },
  handler: async ({ req, user, params }) => listingStatistics(req.payload, user, params.id),
})
