import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, PayloadRequest } from 'payload'

import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'

type UploadDoc = { id: number | string; filename?: null | string; sizes?: null | Record<string, { filename?: null | string } | undefined> }

/** The names on disk of an upload: the original and every generated size. */
export function filesOf(doc: UploadDoc): string[] {
  const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
  return [doc.filename, ...sizes].filter((name): name is string => Boolean(name)).map((name) => path.basename(name))
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  )

/**
 * Moves an upload's files out of Payload's reach while the transaction that deletes or replaces
 * the document runs, so Payload's own unlink (which it does before the commit) finds nothing.
 * After the commit they are removed for good, unless the document still names them (its delete
 * or replacement failed alone inside a bulk operation); after a rollback they go back. So an
 * operation refused half-way never loses a file. Without a transaction, nothing is moved.
 */
export async function holdFilesUntilCommit(req: PayloadRequest, collection: CollectionSlug, staticDir: string, doc: UploadDoc) {
  const names = filesOf(doc)
  if (names.length === 0) return
  const held = path.join(path.dirname(staticDir), '.held-files', randomUUID())
  const moved: { from: string; to: string }[] = []
  const putBack = async () => {
    for (const { from, to } of moved) await fs.rename(to, from)
    await fs.rm(held, { recursive: true, force: true })
  }
  const waits = await whenTransactionEnds(req, {
    committed: async () => {
      const { totalDocs } = await req.payload.count({
        collection,
        where: { and: [{ id: { equals: doc.id } }, { filename: { equals: doc.filename } }] },
        overrideAccess: true,
      })
      if (totalDocs > 0) await putBack()
      else await fs.rm(held, { recursive: true, force: true })
    },
    rolledBack: putBack,
  })
  if (!waits) return
  await fs.mkdir(held, { recursive: true })
  for (const name of names) {
    const from = path.join(staticDir, name)
    if (!(await exists(from))) continue
    const to = path.join(held, name)
    await fs.rename(from, to)
    moved.push({ from, to })
  }
}
