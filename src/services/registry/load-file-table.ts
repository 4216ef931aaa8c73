import crypto from 'node:crypto'
import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { parse } from 'csv-parse/sync'
import type { Pool, PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { keepColumns } from './keep-columns'
import { identifier, keyIndex, type RegisterTable } from './register-tables'
import { REGISTRY_FILES } from './registry-files'

/*
 * One register file into its table, streamed: the header row is read with csv-parse (it names the
 * columns, whatever their order, and a byte order mark before it is dropped), and the body goes
 * as it is into PostgreSQL's COPY in CSV mode, whose parser follows RFC 4180 as the files do (`;`
 * and doubled quotes inside quoted names). The columns the site reads as numbers are typed, so
 * COPY reads them once (an empty field is NULL; anything but a number stops the import with
 * PostgreSQL's message naming the value); the rest land as text. Parsing millions of rows in
 * JavaScript instead took ten times as long as the COPY itself (docs/decisions/082-the-register-import-copies-files-once.md).
 */

/** The header row is within this many bytes of the start. */
const HEADER_MAX_BYTES = 1 << 16

/** Files are read in chunks this big: half the CPU of 64 KB chunks (read and hashed), on cores PostgreSQL shares. */
export const READ_CHUNK_BYTES = 1 << 20

/** The file's header: its column names, and its bytes up to where the body starts (the BOM and the line end included). */
async function readHeader(path: string, delimiter: string): Promise<{ columns: string[]; header: Buffer }> {
  const handle = await fs.promises.open(path, 'r')
  try {
    const buffer = Buffer.alloc(HEADER_MAX_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEADER_MAX_BYTES, 0)
    const head = buffer.subarray(0, bytesRead)
    const end = head.indexOf(0x0a)
    if (end === -1) throw new Error(`${path}: no header row`)
    const [columns] = parse(head.subarray(0, end), { delimiter, bom: true }) as string[][]
    return { columns: columns.map((name) => name.trim()), header: Buffer.from(head.subarray(0, end + 1)) }
  } finally {
    await handle.close()
  }
}

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
 * Streams the CSV file at `path` into a new table, `table.next`, with a column per header column
 * (typed as `table.read` says, text otherwise; only those of `table.read` when `table.only`, the
 * rest dropped on the way) and `ours` after them, on a connection of its own
 * (so the files load side by side) and in a transaction of its own: created and filled together,
 * COPY writes the rows frozen; then the index the views look rows up by, the table's checks, and
 * the statistics that let the readers plan for the real sizes. Refuses a file without every
 * column the views read; answers how many rows went in and the file's SHA-256, hashed as it was
 * read. `then` runs on the same connection before it commits.
 */
export async function loadFileTable(
  pool: Pool,
  path: string,
  table: RegisterTable,
  { ours = [], then }: { ours?: string[]; then?: (client: PoolClient) => Promise<void> } = {},
): Promise<Staged> {
  const { delimiter } = REGISTRY_FILES[table.file]
  const { columns: headerColumns, header } = await readHeader(path, delimiter)
  const missing = Object.keys(table.read).filter((name) => !headerColumns.includes(name))
  if (missing.length > 0) throw new Error(`${path}: no column ${missing.join(', ')} in its header`)
  const columns = table.only ? headerColumns.filter((name) => name in table.read) : headerColumns
  const definitions = [...columns.map((name) => `${identifier(name)} ${table.read[name] ?? 'text'}`), ...ours]
  const keeping = table.only
    ? [
        keepColumns({
          delimiter,
          keep: columns.map((name) => headerColumns.indexOf(name)),
          width: headerColumns.length,
          keepRow: table.keepRow && ((field) => table.keepRow!((name) => field(headerColumns.indexOf(name)))),
          file: path,
          firstLine: 2,
        }),
      ]
    : []
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    try {
      // The index is sorted in memory: the default 64 MB spills two million keys to disk. The checks
      // over millions of rows look costly enough for JIT, whose compiling costs more than it saves.
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL jit = off`)
      // No autovacuum: the rows are written frozen and analysed here, and never written again (the
      // next import replaces the table), so it would find nothing to do; while it looked, it held a
      // lock the swap's renames and drops wait for (a second's wait, then a retry, per table).
      await client.query(
        `DROP TABLE IF EXISTS ${table.next}; CREATE TABLE ${table.next} (${definitions.join(', ')}) WITH (autovacuum_enabled = false)`,
      )
      const copy = client.query(
        copyFrom(`COPY ${table.next} (${columns.map(identifier).join(', ')}) FROM STDIN (FORMAT csv, DELIMITER '${delimiter}', FREEZE)`),
      )
      const hash = crypto.createHash('sha256').update(header)
      await pipeline(fs.createReadStream(path, { start: header.length, highWaterMark: READ_CHUNK_BYTES }), hashing(hash), ...keeping, copy)
      await client.query(`CREATE INDEX ${keyIndex(table.next)} ON ${table.next} (${table.key})`)
      if (table.checks) await client.query(`SELECT ${table.checks.map((check) => `count(${check})`).join(', ')} FROM ${table.next}`)
      if (table.valueChecks) {
        const { column, checks } = table.valueChecks
        await client.query(
          `SELECT ${checks.map((check) => `count(${check})`).join(', ')} FROM (SELECT DISTINCT ${identifier(column)} FROM ${table.next}) value`,
        )
      }
      await client.query(`ANALYZE ${table.next}`)
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

/** Drops tables an import filled and did not swap in (after a failure, or left by a crash). */
export async function dropUnswapped(client: PoolClient, tables: readonly RegisterTable[]) {
  await client.query(`DROP TABLE IF EXISTS ${tables.map((table) => table.next).join(', ')}`)
}
