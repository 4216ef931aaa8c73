import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { slugOrId } from '@/lib/form-fields'
import { listingCount } from '@/reads/listing-calls'

export const listingCountEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/count',
  summary: 'How many public listings there are, in one category or all',
  tag: 'listing',
  auth: false,
  shared: true,
  body: z.strictObject({
    category: slugOrId('listing.categoryNotFound').optional().describe("A category's slug or id; '' or none: all"),
  }),
  responses: {
    200: { description: 'The count', schema: z.object({ count: z.number().int() }) },
    400: { description: 'A field is not valid' },
    404: { description: 'No such category' },
  },
  handler: async ({ locale, body }) => ({ count: await listingCount(locale, body) }),
})
