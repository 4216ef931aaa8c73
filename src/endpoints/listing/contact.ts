import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { visitorOf } from '@/lib/api/visitor-address'
import { revealContact } from '@/services/listings/listing-contact'
import { ListingContact } from '@/services/listings/listing-shapes'

export const listingContactEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/get/:slug/contact',
  summary: 'Reveals the seller’s phone and e-mail of one public listing (the “contact seller” link)',
  tag: 'listing',
  auth: false,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.notFound') }),
  responses: {
    200: { description: 'The seller’s contacts', schema: ListingContact },
    404: { description: 'No such public listing, or it has no contacts' },
    429: {
      description:
        'This visitor opened many listings’ contacts, or many visitors this listing’s, within the hour (Retry-After says when to try again)',
    },
  },
  handler: async ({ req, locale, user, params }) => revealContact(req.payload, params.slug, locale, user, visitorOf(req.headers)),
})
