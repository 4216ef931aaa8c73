import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { NDA_APPROVAL_MODES, NDA_STATES } from '@/lib/nda/states'
import { listingNdas } from '@/services/nda/listing-ndas'

const ListingNdas = z.object({
  listing: z.object({ id: z.number(), title: z.string(), slug: z.string(), nda_approval: z.enum(NDA_APPROVAL_MODES) }),
  nda_version: z.number().describe('The NDA text’s current version'),
  acceptances: z.array(
    z.object({
      user_id: z.number().nullable().describe('The buyer; null once their account was erased'),
      name: z.string().describe('The buyer’s name, or a pseudonym once their account was erased'),
      company: z.string().nullable(),
      state: z.enum(NDA_STATES),
      nda_version: z.number(),
      current: z.boolean().describe('Whether the acceptance is of the current NDA version (only then does a grant open the listing)'),
      accepted_at: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
})

export const listingNdaListEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/nda/:id',
  summary: 'Who asked to read one of the caller’s team’s listings under NDA and who has access (the listing’s team only)',
  tag: 'listing',
  auth: true,
  params: z.strictObject({ id: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'The listing’s acceptances, newest first', schema: ListingNdas },
    400: { description: 'The id is not a listing id' },
    401: { description: 'Not signed in' },
    404: { description: 'No such listing among the caller’s team’s' },
  },
  handler: async ({ req, user, params }) => listingNdas(req.payload, user, params.id),
})
