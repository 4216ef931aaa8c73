import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { MyListing } from '@/services/listings/listing-shapes'
import { myListings } from '@/services/listings/my-listings'

export const listingMyEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/my',
  summary: 'The caller’s own listings, newest first, public or not',
  tag: 'listing',
  auth: true,
  responses: {
    200: { description: 'The caller’s listings', schema: z.object({ listings: z.array(MyListing) }) },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user }) => ({ listings: await myListings(req.payload, user) }),
})
