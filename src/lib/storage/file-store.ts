import { diskFileStore } from './disk-file-store'
import { s3FileStore } from './s3-file-store'
import { s3Settings } from './s3-settings'
import type { UploadFolder } from './upload-folders'

/** A stored file opened for reading. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number }

/** A file found in a folder of the store, with when it was last written. */
export type ListedFile = { name: string; modifiedAt: Date }

/** Files of `folder` that a dead process held aside (disk only). */
export type LeftHeld = {
  folder: UploadFolder
  names: string[]
  /** Puts these back where they were (their row still names them: the change was rolled back). */
  restore: (names: string[]) => Promise<void>
  /** Removes what is still held. */
  discard: () => Promise<void>
}

/** Files kept out of Payload's reach until their transaction ends (src/services/uploads/held-files.ts). */
export type HeldFiles = {
  /** The change committed: the files go for good. */
  discard: () => Promise<void>
  /** The change did not happen: the files stay where they were. */
  putBack: () => Promise<void>
}

/**
 * Where uploaded files are kept: on disk under MEDIA_DIR, or in the S3 bucket when S3_BUCKET is
 * set. Payload writes them (through @payloadcms/storage-s3 on S3); everything else that reads or
 * removes a file goes through this, so the same code serves both.
 */
export type FileStore = {
  exists: (folder: UploadFolder, name: string) => Promise<boolean>
  /** The file to stream, or null when it is not there. */
  open: (folder: UploadFolder, name: string) => Promise<StoredFile | null>
  /** Keeps the files from being removed before the transaction that drops them ends. */
  hold: (folder: UploadFolder, names: string[]) => Promise<HeldFiles>
  /**
   * Files held aside since before `cutoff` whose transaction's end never came (the process died
   * in it). On S3 nothing is ever moved, so there are none.
   */
  heldSince: (cutoff: Date) => Promise<LeftHeld[]>
  /** Every file in the folder now (src/services/uploads/sweep-orphan-files.ts compares them with the rows). */
  list: (folder: UploadFolder) => Promise<ListedFile[]>
  /** Removes the files for good; one already gone is no error. */
  remove: (folder: UploadFolder, names: string[]) => Promise<void>
}

let chosen: FileStore | undefined

/** The store the S3_* variables choose, made once: they do not change while the process runs. */
export function fileStore(): FileStore {
  if (!chosen) {
    const settings = s3Settings()
    chosen = settings ? s3FileStore(settings) : diskFileStore()
  }
  return chosen
}
