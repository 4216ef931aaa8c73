import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { listingBySlug } from '@/reads/listing-calls'
import { VisibleListing } from '@/services/listings/listing-shapes'

export const listingGetBySlugEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/get/:slug/slug',
  summary: 'A public listing by its slug, for its page (its owner also sees it when it is not public)',
  tag: 'listing',
  auth: false,
  shared: true,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.notFound') }),
  responses: {
    200: { description: 'The listing (never with contacts)', schema: z.object({ listing: VisibleListing }) },
    404: { description: 'No such public listing' },
  },
  handler: async ({ req, locale, user, params }) => ({ listing: await listingBySlug(req.payload, locale, params.slug, user) }),
})
