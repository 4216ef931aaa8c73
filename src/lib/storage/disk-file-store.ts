import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaDir } from '@/lib/runtime/media-dir'

import type { FileStore, LeftHeld, ListedFile } from './file-store'
import { isPlainName } from './plain-name'
import { UPLOAD_FOLDERS, type UploadFolder } from './upload-folders'

const fileSize = (file: string) =>
  fs.stat(file).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  )

const HELD = '.held-files'

/**
 * Payload unlinks an upload's files from disk before the transaction that deletes or replaces
 * it commits; moved aside (under MEDIA_DIR/.held-files) they are out of its reach until then.
 * A move that fails half-way puts back what it moved, so the caller has nothing to undo.
 */
async function moveAside(folder: UploadFolder, names: string[]) {
  // Named after their folder, so a sweep can put back what a dead process left here (heldSince).
  const held = mediaDir(HELD, `${folder}.${randomUUID()}`)
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

async function listFolder(folder: UploadFolder): Promise<ListedFile[]> {
  const dir = mediaDir(folder)
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const found = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        fs.stat(path.join(dir, entry.name)).then(
          (stats) => ({ name: entry.name, modifiedAt: stats.mtime }),
          // Removed meanwhile: nothing to list.
          () => null,
        ),
      ),
  )
  return found.filter((file): file is ListedFile => file !== null)
}

async function heldSince(cutoff: Date): Promise<LeftHeld[]> {
  const root = mediaDir(HELD)
  const dirs = await fs.readdir(root).catch(() => [])
  const left: LeftHeld[] = []
  for (const dir of dirs) {
    const folder = Object.values(UPLOAD_FOLDERS).find((each) => dir.startsWith(`${each}.`))
    const held = path.join(root, dir)
    const stats = await fs.stat(held).catch(() => null)
    if (!folder || !stats?.isDirectory() || stats.mtime >= cutoff) continue
    left.push({
      folder,
      names: await fs.readdir(held),
      restore: async (names) => {
        for (const name of names.filter(isPlainName)) await fs.rename(path.join(held, name), mediaDir(folder, name))
      },
      discard: () => fs.rm(held, { recursive: true, force: true }),
    })
  }
  return left
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
    heldSince,
    list: listFolder,
    remove: async (folder, names) => {
      await Promise.all(names.filter(isPlainName).map((name) => fs.rm(mediaDir(folder, name), { force: true })))
    },
  }
}
