import type {
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  PayloadRequest,
  Where,
} from 'payload'

import { holdFilesUntilCommit } from '@/services/uploads/held-files'

type Collection = Pick<CollectionConfig, 'upload'> & { slug: string }

async function holdFilesOf(req: PayloadRequest, collection: Collection, where: Where) {
  const staticDir = typeof collection.upload === 'object' ? collection.upload.staticDir : undefined
  if (!staticDir) return
  const slug = collection.slug as CollectionSlug
  const { docs } = await req.payload.find({ collection: slug, where, req, overrideAccess: true, depth: 0, pagination: false })
  for (const doc of docs) await holdFilesUntilCommit(req, slug, staticDir, doc as never)
}

/** A deleted upload's files leave the disk only once the delete is committed (see held-files). */
export const holdFilesOnDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  await holdFilesOf(req, collection, { id: { equals: id } })
}

/** A replaced upload's old files likewise: Payload unlinks them before the new document is saved. */
export const holdFilesOnReplace: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || !req.file) return args
  const { id, where } = args as { id?: number | string; where?: Where }
  if (id !== undefined) await holdFilesOf(req, collection, { id: { equals: id } })
  else if (where) await holdFilesOf(req, collection, where)
  return args
}
