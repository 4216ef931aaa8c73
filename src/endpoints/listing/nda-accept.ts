import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { visitorOf } from '@/lib/api/visitor-address'
import { boundedInt, optionalText } from '@/lib/form-fields'
import { NDA_COMPANY_MAX } from '@/lib/nda/states'
import { acceptNda } from '@/services/nda/accept-nda'

import { NdaStateAnswer } from './nda-shapes'

export const listingNdaAcceptEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/nda/:slug',
  summary: 'A signed-in buyer with a confirmed address accepts the NDA of a confidential listing, to see it whole',
  tag: 'listing',
  auth: true,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.notFound') }),
  body: z.strictObject({
    version: boundedInt('nda.versionRequired', 1_000_000).describe('The version of the NDA text the buyer read (GET the listing page)'),
    company: optionalText({ max: NDA_COMPANY_MAX, message: 'nda.companyTooLong' })
      .optional()
      .describe(`The company the buyer acts for, if any, up to ${NDA_COMPANY_MAX} characters`),
  }),
  responses: {
    200: { description: 'Accepted: access at once (granted) or when the seller approves (pending)', schema: NdaStateAnswer },
    400: { description: 'A field is not valid (messages per field)' },
    401: { description: 'Not signed in (an account whose address is unconfirmed is not signed in)' },
    404: { description: 'No such public listing' },
    409: {
      description:
        'The listing is not confidential, is the caller’s team’s own, the NDA changed since it was read (or has no text yet), or the seller declined or revoked this buyer',
    },
  },
  handler: async ({ req, locale, user, params, body }) => {
    const { state } = await acceptNda(
      req,
      { slug: params.slug, version: body.version, company: body.company ?? null },
      { locale, user, visitor: visitorOf(req.headers) },
    )
    return { state, message: translate(locale, `nda.accepted.${state}`) }
  },
})
