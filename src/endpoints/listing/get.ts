import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { OwnerListing } from '@/services/listings/listing-shapes'
import { getOwnListing } from '@/services/listings/own-listing-view'

export const listingGetEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/get/:id',
  summary: 'The caller’s own listing with contacts and state, for the edit form',
  tag: 'listing',
  auth: true,
  params: z.object({ id: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'The owner’s view of the listing', schema: z.object({ listing: OwnerListing }) },
    400: { description: 'The id is not a positive whole number' },
    401: { description: 'Not logged in' },
    404: { description: 'No such listing of the caller’s (another user’s is a 404 too)' },
  },
  handler: async ({ req, locale, user, params }) => ({ listing: await getOwnListing(req.payload, params.id, locale, user) }),
})
