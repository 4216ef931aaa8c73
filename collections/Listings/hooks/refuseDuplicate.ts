import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/**
 * A copy through Payload's create copies every stored field past field access: another seller's
 * contacts and attachment, the featured flag, the status. Up to 3.89 Payload's REST copy route
 * (POST /api/listings/:id/duplicate) made one despite `disableDuplicate`; 3.90 serves it no more
 * (a 404), and a copy asked any other way is still refused. A new listing is made from scratch.
 */
export const refuseDuplicate: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && (args as { duplicateFromID?: unknown }).duplicateFromID !== undefined) {
    throw new Forbidden(req.t)
  }
  return args
}
