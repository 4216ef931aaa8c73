import { z } from 'zod'

import { positiveId } from '@/lib/form-fields'
import { NDA_STATES } from '@/lib/nda/states'

/** The listing and the buyer a seller's decision is about. */
export const NdaDecisionParams = z.strictObject({ id: positiveId('listing.idInvalid'), userId: positiveId('nda.buyerInvalid') })

/** What became of a buyer's acceptance. */
export const NdaStateAnswer = z.object({
  state: z.enum(NDA_STATES).describe('pending: waiting for the seller; granted: access; declined; revoked'),
  message: z.string().describe('What this means, in the request’s language'),
})
