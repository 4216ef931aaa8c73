import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { BUYER_NDA_STATES } from '@/lib/nda/states'
import { buyerNdaState } from '@/services/nda/buyer-nda-state'

export const listingNdaMineEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/nda/:slug/mine',
  summary: 'Where the caller stands with a confidential listing’s NDA, for the NDA block of its page',
  tag: 'listing',
  auth: false,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.notFound') }),
  responses: {
    200: {
      description: 'signedOut, none (not accepted yet), outdated (accepted an older NDA version), or the acceptance’s state',
      schema: z.object({ state: z.enum(BUYER_NDA_STATES) }),
    },
    404: { description: 'No such public confidential listing' },
  },
  handler: async ({ req, user, params }) => ({ state: await buyerNdaState(req.payload, params.slug, user) }),
})
