import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import { parse } from 'csv-parse/sync'
import type { PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

/*
 * One register file into one staging table, streamed: the header row is read with csv-parse (it
 * names the columns, whatever their order, and a byte order mark before it is dropped), and the
 * body goes as it is into PostgreSQL's COPY in CSV mode, whose parser follows RFC 4180 as the
 * files do (`;` and doubled quotes inside quoted names). The columns the import keeps as numbers
 * are typed in the staging table, so COPY reads them once (an empty field is NULL; anything but
 * a number stops the import with PostgreSQL's message naming the value); the rest land as text. Parsing millions of rows in JavaScript instead took ten times
 * as long as the COPY itself (docs/decisions.md, "The register's import").
 */

/** The header row is within this many bytes of the start. */
const HEADER_MAX_BYTES = 1 << 16

/** A column name as an SQL identifier. */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The file's header: its column names, and where its body starts (after the BOM and the header's line end). */
async function readHeader(path: string): Promise<{ columns: string[]; bodyStart: number }> {
  const handle = await fs.promises.open(path, 'r')
  try {
    const buffer = Buffer.alloc(HEADER_MAX_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEADER_MAX_BYTES, 0)
    const head = buffer.subarray(0, bytesRead)
    const end = head.indexOf(0x0a)
    if (end === -1) throw new Error(`${path}: no header row`)
    const [columns] = parse(head.subarray(0, end), { delimiter: ';', bom: true }) as string[][]
    return { columns: columns.map((name) => name.trim()), bodyStart: end + 1 }
  } finally {
    await handle.close()
  }
}

/** A staged column's type: text, or a number COPY reads itself. */
export type StageType = 'text' | 'bigint' | 'integer' | 'numeric'

/**
 * Streams the CSV file at `path` into a new temporary table `table` (dropped at commit) with a
 * column per header column, over `client`, which must be in a transaction: typed as `wanted`
 * says, text otherwise. Refuses a file without every column of `wanted`; answers how many rows
 * went in.
 */
export async function copyCsvFile(client: PoolClient, path: string, table: string, wanted: Record<string, StageType>): Promise<number> {
  const { columns, bodyStart } = await readHeader(path)
  const missing = Object.keys(wanted).filter((name) => !columns.includes(name))
  if (missing.length > 0) throw new Error(`${path}: no column ${missing.join(', ')} in its header`)
  const definitions = columns.map((name) => `${identifier(name)} ${wanted[name] ?? 'text'}`)
  await client.query(`CREATE TEMP TABLE ${table} (${definitions.join(', ')}) ON COMMIT DROP`)
  const copy = client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT csv, DELIMITER ';')`))
  await pipeline(fs.createReadStream(path, { start: bodyStart }), copy)
  return Number(copy.rowCount)
}

/** Staged text as the merge keeps it: trimmed, NULL when blank (the register writes a single space for "none"). */
export const textOf = (column: string) => `nullif(btrim(${column}), '')`

/** A date written YYYY-MM-DD, NULL when blank. */
export const dateOf = (column: string) => `nullif(btrim(${column}), '')::date`
