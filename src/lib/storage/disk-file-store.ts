import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaDir } from '@/lib/runtime/media-dir'

import type { FileStore } from './file-store'
import { isPlainName } from './plain-name'
import type { UploadFolder } from './upload-folders'

const fileSize = (file: string) =>
  fs.stat(file).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  )

/**
 * Payload unlinks an upload's files from disk before the transaction that deletes or replaces
 * it commits; moved aside (under MEDIA_DIR/.held-files) they are out of its reach until then.
 * A move that fails half-way puts back what it moved, so the caller has nothing to undo.
 */
async function moveAside(folder: UploadFolder, names: string[]) {
  const held = mediaDir('.held-files', randomUUID())
  const moved: { from: string; to: string }[] = []
  const putBack = async () => {
    for (const { from, to } of moved) await fs.rename(to, from)
    await fs.rm(held, { recursive: true, force: true })
  }
  await fs.mkdir(held, { recursive: true })
  try {
    for (const name of names.filter(isPlainName)) {
      const from = mediaDir(folder, name)
      if ((await fileSize(from)) === null) continue
      const to = path.join(held, name)
      await fs.rename(from, to)
      moved.push({ from, to })
    }
  } catch (error) {
    await putBack()
    throw error
  }
  return { discard: () => fs.rm(held, { recursive: true, force: true }), putBack }
}

/** Files under MEDIA_DIR/<folder>/, as Payload's staticDir keeps them. */
export function diskFileStore(): FileStore {
  return {
    exists: async (folder, name) => isPlainName(name) && (await fileSize(mediaDir(folder, name))) !== null,
    open: async (folder, name) => {
      const file = mediaDir(folder, name)
      const size = isPlainName(name) ? await fileSize(file) : null
      if (size === null) return null
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size }
    },
    hold: moveAside,
  }
}
