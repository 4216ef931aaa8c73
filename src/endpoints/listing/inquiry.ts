import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { EMAIL_MAX, PHONE_MAX } from '@/lib/account/limits'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { visitorOf } from '@/lib/api/visitor-address'
import { optionalPhone, optionalText, requiredText } from '@/lib/form-fields'
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_TOKEN_MAX, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'
import { sendInquiry } from '@/services/inquiries/send-inquiry'

const InquirySent = z.object({ message: z.string().describe('A confirmation in the request’s language') })

export const listingInquiryEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/inquiry',
  summary:
    'Sends a buyer’s inquiry about a public listing to its seller by e-mail (Reply-To the buyer), and keeps it for the seller’s team',
  tag: 'listing',
  auth: false,
  body: z.strictObject({
    slug: z
      .string({ error: 'listing.notFound' })
      .trim()
      .min(1, 'listing.notFound')
      .max(200, 'listing.notFound')
      .describe("The listing's slug, as in its page's address"),
    name: requiredText({ max: INQUIRY_NAME_MAX, required: 'inquiries.nameRequired', tooLong: 'validation.tooLong' }).describe(
      'The buyer’s name',
    ),
    email: z
      .string({ error: 'validation.email' })
      .trim()
      .max(EMAIL_MAX, 'validation.email')
      .pipe(z.email('validation.email'))
      .describe('Where the seller answers: the mail’s Reply-To; shown to nobody else'),
    phone: optionalPhone('inquiries.phoneInvalid', PHONE_MAX).optional().describe('Optional'),
    message: requiredText({
      max: INQUIRY_MESSAGE_MAX,
      required: 'inquiries.messageRequired',
      tooLong: 'inquiries.messageTooLong',
      multiline: true,
    }).describe(`Up to ${INQUIRY_MESSAGE_MAX} characters`),
    token: z
      .string({ error: 'inquiries.formExpired' })
      .max(INQUIRY_TOKEN_MAX, 'inquiries.formExpired')
      .describe('The form’s token from GET /api/listing/inquiry/token, asked for when the form opened'),
    [INQUIRY_TRAP_FIELD]: optionalText({ max: INQUIRY_TOKEN_MAX, message: 'inquiries.botRefused' })
      .optional()
      .describe('Left empty by people (the field is hidden); anything in it refuses the inquiry'),
  }),
  responses: {
    201: { description: 'The inquiry is on its way to the seller', schema: InquirySent },
    400: { description: 'A field is not valid, the form was sent by a script (trap filled, sent too soon) or is too old' },
    404: { description: 'No such public listing' },
    429: {
      description:
        'This visitor sent many inquiries, or wrote about this listing twice today, or many visitors wrote about it within the hour (Retry-After says when to try again)',
    },
  },
  handler: async ({ req, locale, user, body }) => {
    const { [INQUIRY_TRAP_FIELD]: trap, phone, ...inquiry } = body
    await sendInquiry(req, { ...inquiry, phone: phone ?? null, trap: trap ?? null }, { locale, user, visitor: visitorOf(req.headers) })
    return json({ message: translate(locale, 'inquiries.sent') }, 201)
  },
})
