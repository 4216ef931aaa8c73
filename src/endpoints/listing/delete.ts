import { z } from 'zod'

import { invalid } from '@/lib/errors/app-error'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { idOrNone, positiveId } from '@/lib/form-fields'
import { deleteListing } from '@/services/listings/delete-listing'

const Deleted = z.object({ success: z.literal(true) })

const responses = {
  200: { description: 'Deleted, with its image and attachment', schema: Deleted },
  400: { description: 'The id is missing or not a positive whole number' },
  401: { description: 'Not logged in' },
  403: { description: 'The listing is someone else’s' },
  404: { description: 'No such listing the caller can see' },
}

export const listingDeleteEndpoint = defineEndpoint({
  method: 'delete',
  path: '/listing/delete/:id',
  summary: 'Deletes the caller’s own listing',
  tag: 'listing',
  auth: true,
  params: z.object({ id: positiveId('listing.idInvalid') }),
  responses,
  handler: async ({ req, user, params }) => {
    await deleteListing(req.payload, params.id, user)
    return { success: true }
  },
})

/** The older client helper calls the same with the id in the body or the query. */
export const listingDeleteByBodyEndpoint = defineEndpoint({
  method: 'delete',
  path: '/listing/delete',
  summary: 'Deletes the caller’s own listing named by `id` in the body or the query (older client helper)',
  tag: 'listing',
  auth: true,
  body: z.strictObject({ id: idOrNone('listing.idInvalid').optional() }),
  query: z.strictObject({ id: idOrNone('listing.idInvalid').optional() }),
  responses,
  handler: async ({ req, user, body, query }) => {
    const id = body.id ?? query.id
    if (!id) throw invalid('listing.idRequired', { id: 'listing.idRequired' })
    await deleteListing(req.payload, id, user)
    return { success: true }
  },
})
