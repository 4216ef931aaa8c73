import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { withdrawOwnSearch } from '@/services/saved-searches/withdraw'

export const savedSearchDeleteEndpoint = defineEndpoint({
  method: 'delete',
  path: '/saved-searches/:id',
  summary: 'Withdraws one of the caller’s saved searches: no more digests (the record of consent and withdrawal is kept)',
  tag: 'saved-searches',
  auth: true,
  params: z.object({ id: positiveId('savedSearches.errors.notFound') }),
  responses: {
    200: { description: 'Withdrawn (also when it already was)', schema: z.object({ success: z.literal(true) }) },
    400: { description: 'The id is not a positive whole number' },
    401: { description: 'Not logged in' },
    404: { description: 'No such saved search of the caller’s' },
  },
  handler: async ({ req, user, params }) => {
    await withdrawOwnSearch(req.payload, user, params.id)
    return { success: true }
  },
})
