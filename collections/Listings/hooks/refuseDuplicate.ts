import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/**
 * Payload's REST copy route (POST /api/listings/:id/duplicate) ignores `disableDuplicate` and
 * copies every stored field past field access: another seller's contacts and attachment, the
 * featured flag, the status. A new listing is always made from scratch instead.
 */
export const refuseDuplicate: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && (args as { duplicateFromID?: unknown }).duplicateFromID !== undefined) {
    throw new Forbidden(req.t)
  }
  return args
}
