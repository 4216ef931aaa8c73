import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { visitorOf } from '@/lib/api/visitor-address'
import { INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'
import { inquiryFormToken } from '@/services/inquiries/form-token'

const InquiryForm = z.object({
  token: z.string().describe('Sent back with the inquiry; good for one inquiry, from this visitor, within the hour'),
  min_fill_seconds: z.number().int().describe('An inquiry sent sooner after this answer is refused as a script’s'),
})

export const listingInquiryTokenEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/inquiry/token',
  summary: 'A fresh token for an inquiry form, asked for when the form opens (the listing pages themselves come from a shared cache)',
  tag: 'listing',
  auth: false,
  query: z.object({ slug: z.string({ error: 'listing.notFound' }).trim().min(1, 'listing.notFound').max(200, 'listing.notFound') }),
  responses: {
    200: { description: 'The form’s token', schema: InquiryForm },
    400: { description: 'No listing named' },
  },
  handler: async ({ req, query }) => ({
    token: inquiryFormToken(req.payload, { slug: query.slug, visitor: visitorOf(req.headers) }),
    min_fill_seconds: INQUIRY_MIN_FILL_SECONDS,
  }),
})
