import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { EMAIL_MAX, PHONE_MAX } from '@/lib/account/limits'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { visitorOf } from '@/lib/api/visitor-address'
import { optionalPhone, optionalText, requiredText } from '@/lib/form-fields'
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_TOKEN_MAX, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'
import { type InquiryOutcome, sendInquiry } from '@/services/inquiries/send-inquiry'

const InquirySent = z.object({
  message: z.string().describe('In the request’s language: sent on to the seller, or what the buyer’s mailbox holds to send it on'),
})

/** What the buyer is told of each outcome of sendInquiry. */
const OUTCOME_MESSAGES: Record<InquiryOutcome, string> = {
  delivered: 'inquiries.sent',
  confirmMailed: 'inquiries.confirmMailed',
  confirmNotMailed: 'inquiries.confirmNotMailed',
}

export const listingInquiryEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/inquiry',
  summary:
    'Keeps a buyer’s inquiry about a public listing for the seller’s team, and mails the buyer a link that sends it on to the seller by e-mail (Reply-To the buyer); a signed-in buyer writing from their account’s address needs no link',
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
      .describe('The form’s token from GET /api/listing/inquiry/token, asked for when the form opened; good for one inquiry'),
    [INQUIRY_TRAP_FIELD]: optionalText({ max: INQUIRY_TOKEN_MAX, message: 'inquiries.botRefused' })
      .optional()
      .describe('Left empty by people (the field is hidden); anything in it refuses the inquiry'),
  }),
  responses: {
    201: { description: 'The inquiry is kept; it reaches the seller once the buyer’s address is confirmed', schema: InquirySent },
    400: {
      description:
        'A field is not valid, the form was sent by a script (trap filled, sent too soon), is too old or another visitor’s, or its token was used already',
    },
    404: { description: 'No such public listing' },
    429: {
      description: 'This visitor sent many inquiries, or wrote about this listing twice today (Retry-After says when to try again)',
    },
  },
  handler: async ({ req, locale, user, body }) => {
    const { [INQUIRY_TRAP_FIELD]: trap, phone, ...inquiry } = body
    const outcome = await sendInquiry(
      req,
      { ...inquiry, phone: phone ?? null, trap: trap ?? null },
      { locale, user, visitor: visitorOf(req.headers) },
    )
    return json({ message: translate(locale, OUTCOME_MESSAGES[outcome]) }, 201)
  },
})
