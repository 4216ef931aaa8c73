import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { featureListing } from '@/services/listings/featured-picks'

const FEATURED_INVALID = 'listing.featuredInvalid'

/** true or false, typed (JSON) or as the words a form sends. */
const featuredFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: FEATURED_INVALID })
  .transform((value) => value === true || value === 'true')

const Featured = z.object({ success: z.literal(true), id: z.number().int(), featured: z.boolean() })

export const listingFeatureEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/feature/:id',
  summary: 'Features the caller’s own listing on the home page, or stops, within their plan’s number of featured listings',
  tag: 'listing',
  auth: true,
  params: z.object({ id: positiveId('listing.idInvalid') }),
  body: z.strictObject({ featured: featuredFlag }),
  responses: {
    200: { description: 'The listing’s featured flag as it now is', schema: Featured },
    400: { description: 'The id is not a positive whole number, or featured is not true or false' },
    401: { description: 'Not logged in' },
    403: { description: 'The plan features no more listings (code featured_limit; the free plan features none)' },
    404: { description: 'No such listing of the caller' },
  },
  handler: async ({ req, locale, user, params, body }) => ({
    success: true,
    ...(await featureListing(req, params.id, user, body.featured, locale)),
  }),
})
