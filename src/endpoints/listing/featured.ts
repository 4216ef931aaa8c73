import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { cachedFeaturedListings } from '@/reads/listings'
import { PublicListing } from '@/services/listings/listing-shapes'
import { FEATURED_LIMIT } from '@/services/listings/public/lists'

export const listingFeaturedEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/featured',
  summary: `The featured public listings of the home page, newest first (at most ${FEATURED_LIMIT})`,
  tag: 'listing',
  auth: false,
  shared: true,
  body: z.strictObject({}),
  responses: {
    200: { description: 'Featured listings (never with contacts)', schema: z.object({ listings: z.array(PublicListing) }) },
    400: { description: 'The body has fields; this call takes none' },
  },
  handler: async ({ locale }) => ({ listings: await cachedFeaturedListings(locale) }),
})
