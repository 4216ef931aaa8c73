import { type CollectionBeforeOperationHook, executeAccess } from 'payload'

/**
 * Payload runs beforeOperation hooks before its own access check, so without this a visitor
 * could make the server inspect, decode and re-encode a file it is going to refuse anyway.
 * It applies the collection's own rule, so the two cannot disagree. Place it first.
 */
export const checkUploadAccessFirst: CollectionBeforeOperationHook = async ({ args, collection, operation, overrideAccess, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file || overrideAccess) return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  await executeAccess({ data, id, req }, collection.access[operation])
  return args
}
