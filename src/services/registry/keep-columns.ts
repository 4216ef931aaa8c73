import { Transform } from 'node:stream'

/*
 * A CSV body with only some of its columns, on its way to COPY: the state's files carry names of
 * people (sole traders, bailiffs, administrators) and free-text grounds, which must never reach
 * the database (notes/state-open-data.md §11). The bytes of each kept field pass as they are,
 * quotes included, so COPY still does the parsing (load-file-table.ts); this only finds where
 * fields and rows end (RFC 4180: a quoted field may hold the separator, doubled quotes and line
 * breaks). Rows a filter refuses are left out whole.
 */

const QUOTE = 0x22
const LF = 0x0a
const CR = 0x0d

/** A row longer than this means a quote that never closes: the file is malformed, not huge. */
const MAX_ROW_BYTES = 1 << 20

/** A field's text as CSV means it: padding and enclosing quotes taken off, doubled quotes made single. */
export function fieldText(bytes: Buffer): string {
  const text = bytes.toString('utf8').trim()
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).replace(/""/g, '"') : text
}

export type KeepOptions = {
  delimiter: string
  /** The indexes of the columns to pass on, in the order COPY is told. */
  keep: number[]
  /** How many columns the header has: a row with another number of fields is refused. */
  width: number
  /** Whether a row is kept, given a kept or dropped field's text by its index. */
  keepRow?: (field: (index: number) => string) => boolean
  /** For messages: the file's name, and the line the body starts at. */
  file: string
  firstLine: number
}

export function keepColumns({ delimiter, keep, width, keepRow, file, firstLine }: KeepOptions): Transform {
  const separator = delimiter.charCodeAt(0)
  let rest = Buffer.alloc(0)
  let line = firstLine
  // Field boundaries of the row being read: start, end, start, end…
  const bounds: number[] = []

  /** Writes the kept fields of the rows complete in `buffer` to a new buffer; answers it and where the unfinished row starts. */
  function rows(buffer: Buffer, final: boolean): { out: Buffer; used: number } {
    const out = Buffer.allocUnsafe(buffer.length + 1)
    let written = 0
    let rowStart = 0
    let fieldStart = 0
    let quoted = false
    bounds.length = 0
    const endRow = (end: number) => {
      bounds.push(fieldStart, end > fieldStart && buffer[end - 1] === CR ? end - 1 : end)
      const fields = bounds.length / 2
      const blank = fields === 1 && bounds[1] === bounds[0]
      if (!blank) {
        if (fields !== width) throw new Error(`${file}, line ${line}: ${fields} fields where the header has ${width}`)
        const text = (index: number) => fieldText(buffer.subarray(bounds[2 * index], bounds[2 * index + 1]))
        if (!keepRow || keepRow(text)) {
          keep.forEach((index, n) => {
            if (n > 0) out[written++] = separator
            written += buffer.copy(out, written, bounds[2 * index], bounds[2 * index + 1])
          })
          out[written++] = LF
        }
      }
      bounds.length = 0
      line++
    }
    for (let at = 0; at < buffer.length; at++) {
      const byte = buffer[at]
      if (byte === QUOTE) quoted = !quoted
      else if (quoted) continue
      else if (byte === separator) {
        bounds.push(fieldStart, at)
        fieldStart = at + 1
      } else if (byte === LF) {
        endRow(at)
        rowStart = fieldStart = at + 1
      }
    }
    if (final && rowStart < buffer.length) {
      if (quoted) throw new Error(`${file}, line ${line}: a quoted field never closes`)
      endRow(buffer.length)
      rowStart = buffer.length
    }
    if (buffer.length - rowStart > MAX_ROW_BYTES) throw new Error(`${file}, line ${line}: a quoted field never closes`)
    return { out: out.subarray(0, written), used: rowStart }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk
        const { out, used } = rows(buffer, false)
        rest = Buffer.from(buffer.subarray(used))
        done(null, out)
      } catch (error) {
        done(error as Error)
      }
    },
    flush(done) {
      try {
        done(null, rest.length > 0 ? rows(rest, true).out : undefined)
      } catch (error) {
        done(error as Error)
      }
    },
  })
}
