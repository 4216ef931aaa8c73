import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { INQUIRY_TOKEN_MAX } from '@/lib/inquiry/limits'
import { confirmInquiry } from '@/services/inquiries/confirm-inquiry'

const Confirmed = z.object({ message: z.string().describe('In the request’s language: the seller has the inquiry') })

export const listingInquiryConfirmEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/inquiry/confirm',
  summary:
    'Confirms a buyer’s address with the code of the link mailed with their inquiry, which then goes on to the seller (by mail, or held in the seller’s inbox past the seller’s mail caps)',
  tag: 'listing',
  auth: false,
  body: z.strictObject({
    code: z
      .string({ error: 'inquiries.confirmInvalid' })
      .min(1, 'inquiries.confirmInvalid')
      .max(INQUIRY_TOKEN_MAX, 'inquiries.confirmInvalid')
      .describe('The last part of the link’s address'),
  }),
  responses: {
    200: { description: 'Confirmed now or before: the seller has the inquiry', schema: Confirmed },
    404: { description: 'The code is unknown, its inquiry is gone, or the link is older than a week' },
  },
  handler: async ({ req, locale, body }) => {
    await confirmInquiry(req, body.code)
    return { message: translate(locale, 'inquiries.confirmed') }
  },
})
