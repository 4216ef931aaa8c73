import type { CollectionBeforeDeleteHook, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest, Where } from 'payload'

import { isUploadCollection } from '@/lib/storage/upload-folders'
import { holdFilesUntilCommit } from '@/services/uploads/held-files'

async function holdFilesOf(req: PayloadRequest, collection: Pick<CollectionConfig, 'slug'>, where: Where) {
  const slug = collection.slug
  if (!isUploadCollection(slug)) return
  const { docs } = await req.payload.find({ collection: slug, where, req, overrideAccess: true, depth: 0, pagination: false })
  for (const doc of docs) await holdFilesUntilCommit(req, slug, doc)
}

/** A deleted upload's files leave the store only once the delete is committed (see held-files). */
export const holdFilesOnDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  await holdFilesOf(req, collection, { id: { equals: id } })
}

/** A replaced upload's old files likewise: Payload (on disk) and its S3 plugin remove them before the change commits. */
export const holdFilesOnReplace: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || !req.file) return args
  const { id, where } = args as { id?: number | string; where?: Where }
  if (id !== undefined) await holdFilesOf(req, collection, { id: { equals: id } })
  else if (where) await holdFilesOf(req, collection, where)
  return args
}
