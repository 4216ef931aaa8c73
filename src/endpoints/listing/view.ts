import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { visitorOf } from '@/lib/api/visitor-address'
import { recordListingView } from '@/services/statistics/record-view'

export const listingViewEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/view/:slug',
  summary:
    'Counts one view of a public listing’s page for its seller’s statistics: the page’s beacon (navigator.sendBeacon), since pages come from a shared cache',
  tag: 'listing',
  auth: false,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.notFound') }),
  responses: {
    204: { description: 'Received; counted unless it is a repeat within the visit, the seller’s own team or a crawler' },
    404: { description: 'No such public listing' },
  },
  handler: async ({ req, user, params }) => {
    await recordListingView(req.payload, params.slug, { user, visitor: visitorOf(req.headers), userAgent: req.headers.get('user-agent') })
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
})
