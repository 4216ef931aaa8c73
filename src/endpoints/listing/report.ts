import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { visitorOf } from '@/lib/api/visitor-address'
import { optionalEmail, optionalText } from '@/lib/form-fields'
import { MODERATION_REASONS, REASON_TEXT_MAX } from '@/lib/moderation/reasons'
import { reportListing } from '@/services/moderation/report-listing'

const ReportReceived = z.object({
  id: z.number().describe("The report's id"),
  message: z.string().describe('A thank-you in the request’s language'),
})

export const listingReportEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/report',
  summary: 'Reports a public listing to the moderators (a notice under the Digital Services Act Art. 16)',
  tag: 'listing',
  auth: false,
  body: z
    .strictObject({
      slug: z
        .string({ error: 'reports.listingRequired' })
        .trim()
        .min(1, 'reports.listingRequired')
        .max(200, 'listing.notFound')
        .describe("The listing's slug, as in its page's address"),
      reason: z.enum(MODERATION_REASONS, { error: 'moderation.reasonRequired' }).describe('Which rule of the terms it breaks'),
      details: optionalText({ max: REASON_TEXT_MAX, message: 'reports.detailsTooLong', multiline: true })
        .optional()
        .describe(`The reporter's words, up to ${REASON_TEXT_MAX} characters; required when the reason is 'other'`),
      email: optionalEmail('validation.email').optional().describe('Where to tell the reporter the outcome (optional)'),
    })
    .refine((body) => body.reason !== 'other' || Boolean(String(body.details ?? '').trim()), {
      path: ['details'],
      message: 'moderation.reasonTextRequired',
      // Said together with the other fields' faults, so the form shows them all at once.
      when: ({ value }) => (value as { reason?: unknown } | undefined)?.reason === 'other',
    }),
  responses: {
    201: { description: 'The report is in the moderators’ queue', schema: ReportReceived },
    400: { description: 'A field is not valid (messages per field)' },
    404: { description: 'No such public listing' },
    429: {
      description:
        'This visitor sent many reports within the hour, or reported this listing within the day (Retry-After says when to try again)',
    },
  },
  handler: async ({ req, locale, user, body }) => {
    const { id } = await reportListing(req.payload, body, { locale, user, visitor: visitorOf(req.headers) })
    return json({ id, message: translate(locale, 'reports.form.sent') }, 201)
  },
})
