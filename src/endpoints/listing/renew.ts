import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { renewListing } from '@/services/listings/renew-listing'

const Renewed = z.object({
  success: z.literal(true),
  id: z.number().int(),
  expiry_date: z.string().describe('The new end of the listing’s lifetime (ISO 8601)'),
})

export const listingRenewEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/renew/:id',
  summary: 'Renews the caller’s own listing for another full lifetime from now (in its last 30 days or after it expired)',
  tag: 'listing',
  auth: true,
  params: z.object({ id: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'Renewed', schema: Renewed },
    400: {
      description:
        'The id is not a positive whole number, or the listing has no registration number yet (error: registration_number_required)',
    },
    401: { description: 'Not logged in' },
    403: { description: 'The listing is someone else’s' },
    404: { description: 'No such listing the caller can see' },
    409: { description: 'Not renewable yet: more than 30 days remain (the message says from which date)' },
  },
  handler: async ({ req, user, params }) => ({ success: true, ...(await renewListing(req, params.id, user)) }),
})
