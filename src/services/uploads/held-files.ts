import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'
import { fileStore, type HeldFiles } from '@/lib/storage/file-store'
import { UPLOAD_FOLDERS, type UploadCollection } from '@/lib/storage/upload-folders'

type UploadDoc = { id: number | string; filename?: null | string; sizes?: null | Record<string, { filename?: null | string } | undefined> }

/** The stored names of an upload: the original and every generated size. */
export function filesOf(doc: UploadDoc): string[] {
  const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
  return [doc.filename, ...sizes].filter((name): name is string => Boolean(name)).map((name) => path.basename(name))
}

/**
 * Keeps an upload's files while the transaction that deletes or replaces the document runs:
 * on disk they are moved out of Payload's reach, on S3 the plugin's deletes stand aside
 * (src/lib/storage/). After the commit they are removed for good, unless the document still
 * names them (its delete or replacement failed alone inside a bulk operation); after a rollback
 * they stay. So an operation refused half-way never loses a file. Without a transaction,
 * Payload and its plugin remove the files themselves, as they always do.
 */
export async function holdFilesUntilCommit(req: PayloadRequest, collection: UploadCollection, doc: UploadDoc) {
  const names = filesOf(doc)
  if (names.length === 0) return
  let held: HeldFiles | undefined
  const waits = await whenTransactionEnds(req, {
    committed: async () => {
      const { totalDocs } = await req.payload.count({
        collection,
        where: { and: [{ id: { equals: doc.id } }, { filename: { equals: doc.filename } }] },
        overrideAccess: true,
      })
      await (totalDocs > 0 ? held?.putBack() : held?.discard())
    },
    rolledBack: async () => held?.putBack(),
  })
  if (waits) held = await fileStore().hold(UPLOAD_FOLDERS[collection], names)
}
