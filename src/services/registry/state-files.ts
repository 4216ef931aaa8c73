import fs from 'node:fs'

import type { Pool, PoolClient } from 'pg'

import { compareFiles, type FileState, recordFiles, touchFiles } from './file-state'
import { loadFileTable, type Staged } from './load-file-table'
import { REGISTRY_FILES, type StateFileKey } from './registry-files'
import { STATE_GROUPS, STATE_TABLES } from './state-tables'
import { swapTables } from './swap-tables'

/*
 * The state's risk files (state-tables.ts), each a part of its own: loaded when it changed, one
 * after another on a connection beside the register's loads (they are small next to those), and
 * swapped in with the register's transaction. A file that is missing or cannot be read stops its
 * own part, with a message naming the file; the others load.
 */

export type StatePart = { skipped: true } | { skipped: false; rows: number } | { failed: string }
export type StateParts = Record<StateFileKey, StatePart>

type Prepared =
  | { key: StateFileKey; failed: string }
  | { key: StateFileKey; unchanged: FileState }
  | { key: StateFileKey; loaded: FileState; staged: Staged }

export type PreparedState = Prepared[]

const STATE_KEYS = Object.keys(STATE_TABLES) as StateFileKey[]

const message = (name: string, error: unknown) => {
  const text = error instanceof Error ? error.message : String(error)
  return text.includes(name) ? text : `${name}: ${text}`
}

async function prepare(pool: Pool, client: PoolClient, key: StateFileKey, path: string, force: boolean): Promise<Prepared> {
  const { name } = REGISTRY_FILES[key]
  if (!fs.existsSync(path)) return { key, failed: `${name} is missing (npm run registry:fetch downloads it); its part was not loaded` }
  try {
    const { states, unchanged } = await compareFiles(client, [{ name, path }])
    if (unchanged && !force) return { key, unchanged: states[0] }
    return { key, loaded: states[0], staged: await loadFileTable(pool, path, STATE_TABLES[key]) }
  } catch (error) {
    return { key, failed: message(name, error) }
  }
}

/** Compares and loads each state file into its fresh table; never throws: a failure is its part's outcome. */
export async function prepareStateFiles(pool: Pool, inFolder: (name: string) => string, force: boolean): Promise<PreparedState> {
  const client = await pool.connect()
  try {
    const prepared: Prepared[] = []
    for (const key of STATE_KEYS) prepared.push(await prepare(pool, client, key, inFolder(REGISTRY_FILES[key].name), force))
    return prepared
  } finally {
    client.release()
  }
}

/**
 * Inside the import's transaction: swaps (or merges) each loaded part in and records its file,
 * notes the unchanged ones' times. A part whose swap fails is undone alone (swapTables works in a
 * savepoint) and told as failed.
 */
export async function swapStateFiles(client: PoolClient, prepared: PreparedState): Promise<StateParts> {
  const parts = {} as StateParts
  for (const part of prepared) {
    if ('failed' in part) parts[part.key] = { failed: part.failed }
    else if ('unchanged' in part) {
      await touchFiles(client, [part.unchanged])
      parts[part.key] = { skipped: true }
    } else {
      try {
        await swapTables(client, STATE_GROUPS[part.key])
        await recordFiles(client, [part.loaded], { [part.loaded.name]: part.staged })
        parts[part.key] = { skipped: false, rows: part.staged.rows }
      } catch (error) {
        parts[part.key] = { failed: message(part.loaded.name, error) }
      }
    }
  }
  return parts
}

/** The parts that failed, each with its message: the command prints them and exits non-zero. */
export const failedParts = (parts: StateParts) => Object.values(parts).flatMap((part) => ('failed' in part ? [part.failed] : []))
