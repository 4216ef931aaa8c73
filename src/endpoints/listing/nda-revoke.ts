import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { decideNda } from '@/services/nda/decide-nda'

import { NdaDecisionParams, NdaStateAnswer } from './nda-shapes'

export const listingNdaRevokeEndpoint = defineEndpoint({
  method: 'delete',
  path: '/listing/nda/:id/:userId',
  summary: 'Revokes a buyer’s access to a confidential listing of the caller’s team: their next request no longer gets the gated parts',
  tag: 'listing',
  auth: true,
  params: NdaDecisionParams,
  responses: {
    200: { description: 'Revoked; the buyer is mailed', schema: NdaStateAnswer },
    400: { description: 'An id is not valid' },
    401: { description: 'Not signed in' },
    404: { description: 'No such listing among the caller’s team’s, or this buyer never accepted its NDA' },
    409: { description: 'The buyer has no access to revoke' },
  },
  handler: async ({ req, locale, user, params }) => {
    const { state } = await decideNda(req, user, { listingId: params.id, buyerId: params.userId, decision: 'revoke' })
    return { state, message: translate(locale, 'nda.decided.revoke') }
  },
})
