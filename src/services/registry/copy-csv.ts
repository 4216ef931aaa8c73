import crypto from 'node:crypto'
import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { parse } from 'csv-parse/sync'
import type { Pool, PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

/*
 * One register file into one staging table, streamed: the header row is read with csv-parse (it
 * names the columns, whatever their order, and a byte order mark before it is dropped), and the
 * body goes as it is into PostgreSQL's COPY in CSV mode, whose parser follows RFC 4180 as the
 * files do (`;` and doubled quotes inside quoted names). The columns the import keeps as numbers
 * are typed in the staging table, so COPY reads them once (an empty field is NULL; anything but
 * a number stops the import with PostgreSQL's message naming the value); the rest land as text.
 * Parsing millions of rows in JavaScript instead took ten times as long as the COPY itself
 * (docs/decisions.md, "The register's import").
 */

/** The header row is within this many bytes of the start. */
const HEADER_MAX_BYTES = 1 << 16

/** A column name as an SQL identifier. */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The file's header: its column names, and its bytes up to where the body starts (the BOM and the line end included). */
async function readHeader(path: string): Promise<{ columns: string[]; header: Buffer }> {
  const handle = await fs.promises.open(path, 'r')
  try {
    const buffer = Buffer.alloc(HEADER_MAX_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEADER_MAX_BYTES, 0)
    const head = buffer.subarray(0, bytesRead)
    const end = head.indexOf(0x0a)
    if (end === -1) throw new Error(`${path}: no header row`)
    const [columns] = parse(head.subarray(0, end), { delimiter: ';', bom: true }) as string[][]
    return { columns: columns.map((name) => name.trim()), header: Buffer.from(head.subarray(0, end + 1)) }
  } finally {
    await handle.close()
  }
}

/** A staged column's type: text, or a number COPY reads itself. */
export type StageType = 'text' | 'bigint' | 'integer' | 'numeric'

export type Staged = { rows: number; sha256: string }

/** Passes the bytes on and hashes them on the way: the file is read once for both. */
function hashing(hash: crypto.Hash) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    },
  })
}

/**
 * Streams the CSV file at `path` into a new unlogged table `table` with a column per header
 * column, typed as `wanted` says, text otherwise, on a connection of its own (so the files load
 * side by side) and in a transaction of its own: created and filled together, COPY writes the
 * rows frozen, and the statistics taken after let the merge plan for the real sizes. Refuses a
 * file without every column of `wanted`; answers how many rows went in and the file's SHA-256,
 * hashed as it was read. `then` runs on the same connection before it is released.
 */
export async function stageCsvFile(
  pool: Pool,
  path: string,
  table: string,
  wanted: Record<string, StageType>,
  then?: (client: PoolClient) => Promise<void>,
): Promise<Staged> {
  const { columns, header } = await readHeader(path)
  const missing = Object.keys(wanted).filter((name) => !columns.includes(name))
  if (missing.length > 0) throw new Error(`${path}: no column ${missing.join(', ')} in its header`)
  const definitions = columns.map((name) => `${identifier(name)} ${wanted[name] ?? 'text'}`)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    try {
      await client.query(`DROP TABLE IF EXISTS ${table}; CREATE UNLOGGED TABLE ${table} (${definitions.join(', ')})`)
      const copy = client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT csv, DELIMITER ';', FREEZE)`))
      const hash = crypto.createHash('sha256').update(header)
      await pipeline(fs.createReadStream(path, { start: header.length }), hashing(hash), copy)
      await client.query(`ANALYZE ${table}`)
      if (then) await then(client)
      await client.query('COMMIT')
      return { rows: Number(copy.rowCount), sha256: hash.digest('hex') }
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
  } finally {
    client.release()
  }
}

/** Drops the staging tables (after the merge, or after a failure). */
export async function dropStaged(client: PoolClient, tables: readonly string[]) {
  await client.query(`DROP TABLE IF EXISTS ${tables.join(', ')}`)
}

/** Staged text as the merge keeps it: trimmed, NULL when blank (the register writes a single space for "none"). */
export const textOf = (column: string) => `nullif(btrim(${column}), '')`

/** A date written YYYY-MM-DD, NULL when blank. */
export const dateOf = (column: string) => `nullif(btrim(${column}), '')::date`
