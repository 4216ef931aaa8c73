import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/database/relation-id'

/** A deleted listing takes its image and attachment (and their files on disk) with it. */
export const deleteListingFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const files = [
    { collection: 'media' as const, id: relationId(doc.image) },
    { collection: 'attachments' as const, id: relationId(doc.attachment) },
  ]
  for (const { collection, id } of files) {
    if (id === undefined) continue
    await req.payload.delete({ collection, id, req, overrideAccess: true }).catch((error: unknown) => {
      req.payload.logger.warn({ err: error, msg: `Could not delete ${collection} ${id} of listing ${doc.id}` })
    })
  }
  return doc
}
