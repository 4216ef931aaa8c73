import type { CollectionSlug, Payload, RequestContext, Where } from 'payload'

/** The id of the first document matching `where`: how every seed step tells "already there". */
export async function existingId(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  context: RequestContext,
): Promise<number | undefined> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, context })
  return docs[0]?.id
}
