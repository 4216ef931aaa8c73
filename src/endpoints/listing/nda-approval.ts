import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { NDA_APPROVAL_MODES } from '@/lib/nda/states'
import { setNdaApproval } from '@/services/nda/nda-approval-mode'

export const listingNdaApprovalEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/nda/:id/approval',
  summary: 'Chooses how buyers who accept a confidential listing’s NDA get in: at once, or each by the seller’s approval',
  tag: 'listing',
  auth: true,
  params: z.strictObject({ id: positiveId('listing.idInvalid') }),
  body: z.strictObject({
    mode: z
      .enum(NDA_APPROVAL_MODES, { error: 'nda.approvalModeInvalid' })
      .describe('instant: access at once; approve: the seller approves each buyer'),
  }),
  responses: {
    200: { description: 'Saved', schema: z.object({ nda_approval: z.enum(NDA_APPROVAL_MODES) }) },
    400: { description: 'The mode is not one of instant, approve' },
    401: { description: 'Not signed in' },
    404: { description: 'No such listing among the caller’s team’s' },
  },
  handler: async ({ req, user, params, body }) => {
    await setNdaApproval(req, user, params.id, body.mode)
    return { nda_approval: body.mode }
  },
})
