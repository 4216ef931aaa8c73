import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import type { NdaDecision } from '@/lib/nda/states'
import { decideNda } from '@/services/nda/decide-nda'

import { NdaDecisionParams, NdaStateAnswer } from './nda-shapes'

const DESCRIBED: Record<Exclude<NdaDecision, 'revoke'>, { summary: string; done: string; refused: string }> = {
  approve: {
    summary: 'Approves a buyer who accepted the NDA of a confidential listing of the caller’s team (also after a decline or revocation)',
    done: 'Approved: the buyer sees the listing whole and is mailed',
    refused: 'The buyer has access already',
  },
  decline: {
    summary: 'Declines a buyer waiting for approval to read a confidential listing of the caller’s team',
    done: 'Declined; the buyer is mailed',
    refused: 'The buyer is not waiting for a decision',
  },
}

/** POST /api/listing/nda/{id}/{userId}/approve and …/decline: the seller's decisions besides revoking (DELETE). */
const decisionEndpoint = (decision: Exclude<NdaDecision, 'revoke'>) =>
  defineEndpoint({
    method: 'post',
    path: `/listing/nda/:id/:userId/${decision}`,
    summary: DESCRIBED[decision].summary,
    tag: 'listing',
    auth: true,
    params: NdaDecisionParams,
    responses: {
      200: { description: DESCRIBED[decision].done, schema: NdaStateAnswer },
      400: { description: 'An id is not valid' },
      401: { description: 'Not signed in' },
      404: { description: 'No such listing among the caller’s team’s, or this buyer never accepted its NDA' },
      409: { description: DESCRIBED[decision].refused },
    },
    handler: async ({ req, locale, user, params }) => {
      const { state } = await decideNda(req, user, { listingId: params.id, buyerId: params.userId, decision })
      return { state, message: translate(locale, `nda.decided.${decision}`) }
    },
  })

export const listingNdaApproveEndpoint = decisionEndpoint('approve')
export const listingNdaDeclineEndpoint = decisionEndpoint('decline')
