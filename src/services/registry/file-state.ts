import crypto from 'node:crypto'
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import type { PoolClient } from 'pg'

/** What identifies a file's content: its size and hash; the modification time only spares hashing. */
export type FileState = { name: string; size: number; mtime: Date; sha256: string | null }

type Recorded = { name: string; size: string; mtime: Date; sha256: string }

async function sha256Of(path: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(path), hash)
  return hash.digest('hex')
}

/**
 * Whether each of these files is the one the last import loaded: same size and modification
 * time (no reading at all), or same size and hash (a download of the same content). Answers the
 * files' states, hashed where that was needed, and whether all were unchanged.
 */
export async function compareFiles(
  client: PoolClient,
  files: { name: string; path: string }[],
): Promise<{ states: (FileState & { path: string })[]; unchanged: boolean }> {
  const { rows } = await client.query<Recorded>('SELECT name, size, mtime, sha256 FROM registry_files WHERE name = ANY($1)', [
    files.map((file) => file.name),
  ])
  const recorded = new Map(rows.map((row) => [row.name, row]))
  const states = []
  let unchanged = true
  for (const file of files) {
    const stat = await fs.promises.stat(file.path)
    // The table keeps milliseconds, the file system may keep more.
    const mtime = new Date(Math.floor(stat.mtimeMs))
    const before = recorded.get(file.name)
    const sameSize = before !== undefined && Number(before.size) === stat.size
    let sha256: string | null = null
    let same = sameSize && before.mtime.getTime() === mtime.getTime()
    if (!same && sameSize) {
      sha256 = await sha256Of(file.path)
      same = sha256 === before.sha256
    }
    if (!same) unchanged = false
    states.push({ name: file.name, path: file.path, size: stat.size, mtime, sha256: same ? before!.sha256 : sha256 })
  }
  return { states, unchanged }
}

/** Records the files as loaded, with the rows and hash their staging counted, inside the import's transaction. */
export async function recordFiles(client: PoolClient, states: FileState[], staged: Record<string, { rows: number; sha256: string }>) {
  for (const state of states) {
    await client.query(
      `INSERT INTO registry_files (name, size, sha256, mtime, rows, imported_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (name) DO UPDATE SET size = excluded.size, sha256 = excluded.sha256, mtime = excluded.mtime,
         rows = excluded.rows, imported_at = excluded.imported_at`,
      [state.name, state.size, staged[state.name].sha256, state.mtime, staged[state.name].rows],
    )
  }
}

/** A file found unchanged by its hash gets its new modification time, so the next run need not hash it. */
export async function touchFiles(client: PoolClient, states: FileState[]) {
  for (const state of states) {
    await client.query('UPDATE registry_files SET mtime = $2 WHERE name = $1 AND mtime <> $2', [state.name, state.mtime])
  }
}
