import fs from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { parse } from 'csv-parse'
import type { PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

/*
 * One register file into one staging table: the file is parsed by csv-parse (RFC 4180 quoting,
 * `;` inside quoted names, a byte order mark) and only the columns the import keeps go on, as
 * COPY's text format, into PostgreSQL. Everything streams: memory stays flat whatever the size.
 */

/** How a column's value goes to the table: as text, as text with blanks made NULL, or checked as a whole number or a date. */
export type ValueKind = 'text' | 'blankNull' | 'integer' | 'date'

/** A staging column and the file's header column it comes from. */
export type CopyColumn = { column: string; from: string; kind: ValueKind }

const NULL = '\\N'

/** COPY's text format: backslash, tab and line ends escaped. */
const escape = (text: string) => (/[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => ESCAPED[ch]) : text)
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

const INTEGER = /^-?\d{1,18}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function valueOf(raw: string | undefined, kind: ValueKind): string {
  if (raw === undefined) return NULL
  if (kind === 'text') return escape(raw)
  const text = raw.trim()
  if (text === '') return NULL
  if (kind === 'blankNull') return escape(text)
  if (kind === 'integer') return INTEGER.test(text) ? text : NULL
  return DATE.test(text) ? text : NULL
}

/** Flushed to COPY in pieces of about this many characters, not a write per row. */
const CHUNK = 1 << 16

/** Parsed records (arrays) to COPY text lines of the wanted columns, found by name in the header row. */
class ToCopyLines extends Transform {
  private indexes: number[] | null = null
  private buffer = ''
  rows = 0
  skipped = 0

  constructor(
    private readonly columns: CopyColumn[],
    private readonly keep: (record: string[], indexes: number[]) => boolean,
    private readonly file: string,
  ) {
    super({ writableObjectMode: true })
  }

  override _transform(record: string[], _encoding: BufferEncoding, done: TransformCallback) {
    if (this.indexes === null) {
      const header = record.map((name) => name.trim())
      const missing = this.columns.filter((each) => !header.includes(each.from)).map((each) => each.from)
      if (missing.length > 0) return done(new Error(`${this.file}: no column ${missing.join(', ')} in its header`))
      this.indexes = this.columns.map((each) => header.indexOf(each.from))
      return done()
    }
    if (!this.keep(record, this.indexes)) {
      this.skipped++
      return done()
    }
    let line = ''
    for (let i = 0; i < this.columns.length; i++) {
      line += (i === 0 ? '' : '\t') + valueOf(record[this.indexes[i]], this.columns[i].kind)
    }
    this.buffer += `${line}\n`
    this.rows++
    if (this.buffer.length >= CHUNK) {
      this.push(this.buffer)
      this.buffer = ''
    }
    done()
  }

  override _flush(done: TransformCallback) {
    if (this.buffer) this.push(this.buffer)
    done()
  }
}

/**
 * Streams the CSV file at `path` into `table` over `client` (which must stay checked out for the
 * whole copy). `keep` may drop rows (a record and the header indexes of `columns`); answers how
 * many rows went in and how many were dropped.
 */
export async function copyCsvFile(
  client: PoolClient,
  path: string,
  table: string,
  columns: CopyColumn[],
  keep: (record: string[], indexes: number[]) => boolean = () => true,
): Promise<{ rows: number; skipped: number }> {
  const lines = new ToCopyLines(columns, keep, path)
  const target = client.query(copyFrom(`COPY ${table} (${columns.map((each) => each.column).join(', ')}) FROM STDIN`))
  await pipeline(
    fs.createReadStream(path),
    parse({ delimiter: ';', bom: true, skip_empty_lines: true, relax_column_count: true }),
    lines,
    target,
  )
  return { rows: lines.rows, skipped: lines.skipped }
}
