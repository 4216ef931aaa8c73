import type { Payload } from 'payload'

import { fileStore } from '@/lib/storage/file-store'
import { UPLOAD_FOLDERS, type UploadCollection } from '@/lib/storage/upload-folders'

import { filesOf } from './held-files'

/**
 * How old a file without a row must be before the sweep removes it. An upload writes its files
 * before its row commits, and a slow 15 MB upload of a listing form takes seconds, not an hour:
 * a younger file may still be on its way to a row.
 */
export const ORPHAN_AGE_MS = 60 * 60_000

/**
 * Rows one read of the sweep takes. Each read starts after the last id the one before saw, never
 * at an offset: rows deleted meanwhile (a listing removed, an account erased) would move the rows
 * after them back across the offset, and the first of the next read would never be seen while its
 * files, no longer named, went. By id, every row that is there for the whole sweep is read once.
 */
export const ROWS_PER_READ = 500

export type SweepResult = {
  /** Files removed: no row names them and they are older than the bound. */
  removed: number
  /** Rows naming a file that is not in the store (logged, never deleted). */
  missing: number
}

/** Every stored name each row of `collection` names, and the rows last changed before `before` that name a file not in `present`. */
async function namesInRows(payload: Payload, collection: UploadCollection, present: Set<string>, before: Date) {
  const named = new Set<string>()
  const missing: { id: number; files: string[] }[] = []
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { id: { greater_than: after } },
      sort: 'id',
      limit: ROWS_PER_READ,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      // Sizes an image is too small for share one file.
      const names = [...new Set(filesOf(doc))]
      for (const name of names) named.add(name)
      // A row changed since the listing may name a file written after it.
      const absent = names.filter((name) => !present.has(name))
      if (absent.length > 0 && new Date(doc.updatedAt) < before) missing.push({ id: doc.id, files: absent })
    }
    if (docs.length < ROWS_PER_READ) return { named, missing }
    after = docs[docs.length - 1].id
  }
}

/**
 * What a crash leaves among the uploaded files, on disk or in the bucket alike: a server killed
 * between writing an upload's files and committing its row leaves files no row names (the
 * image, its sizes, one of them perhaps cut off mid-write); one killed while a delete or a
 * replacement held old files aside (disk only) leaves them there while the rolled-back row still
 * names them. Held files are put back where their row names them and removed otherwise; files no
 * row names are removed once older than `olderThanMs`; rows naming a missing file are only
 * reported in the log, for a person to look at, since the listing they belong to is someone's.
 */
export async function sweepOrphanFiles(payload: Payload, { olderThanMs = ORPHAN_AGE_MS } = {}): Promise<SweepResult> {
  const store = fileStore()
  const result: SweepResult = { removed: 0, missing: 0 }
  const cutoff = () => new Date(Date.now() - olderThanMs)

  for (const held of await store.heldSince(cutoff())) {
    const collection = (Object.keys(UPLOAD_FOLDERS) as UploadCollection[]).find((each) => UPLOAD_FOLDERS[each] === held.folder)!
    const { named } = await namesInRows(payload, collection, new Set(), new Date(0))
    await held.restore(held.names.filter((name) => named.has(name)))
    await held.discard()
  }

  for (const collection of Object.keys(UPLOAD_FOLDERS) as UploadCollection[]) {
    const folder = UPLOAD_FOLDERS[collection]
    const listedAt = new Date()
    const stored = await store.list(folder)
    const { named, missing } = await namesInRows(payload, collection, new Set(stored.map((file) => file.name)), listedAt)
    const before = cutoff()
    const orphans = stored.filter((file) => !named.has(file.name) && file.modifiedAt < before).map((file) => file.name)
    await store.remove(folder, orphans)
    if (orphans.length > 0) payload.logger.warn({ msg: `Removed ${orphans.length} ${folder} file(s) no row names`, files: orphans })
    for (const row of missing) {
      payload.logger.error({ msg: `A ${collection} row names files that are not stored`, collection, id: row.id, files: row.files })
    }
    result.removed += orphans.length
    result.missing += missing.length
  }
  return result
}
