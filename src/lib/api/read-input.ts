import busboy from 'busboy'
import type { PayloadRequest } from 'payload'

import { MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

import { AppError } from '@/lib/errors/app-error'

export type UploadedFile = { field: string; name: string; mimetype: string; data: Buffer; size: number }
export type Input = { fields: Record<string, unknown>; files: UploadedFile[] }

const MAX_FIELDS = 60
const MAX_FIELD_BYTES = 64 * 1024
const MAX_JSON_BYTES = 256 * 1024
const MAX_FILES = 2

/** What reading a body needs of a request: a PayloadRequest, or a Request before its route has one. */
type WithBody = Pick<Request, 'headers'> & { body?: Request['body'] }

const declaredLength = (req: WithBody) => Number(req.headers.get('content-length') || 0)

/**
 * The body as text, read only up to `limit` bytes: a declared Content-Length over it is refused
 * before anything is read, and a body that runs past it (chunked, or lying about its length) is
 * cut off there. Either way a 413, and never more than `limit` bytes in memory.
 */
export async function readText(req: WithBody, limit = MAX_JSON_BYTES): Promise<string> {
  if (declaredLength(req) > limit) throw new AppError('tooLarge', 'api.bodyTooLarge')
  if (!req.body) return ''
  const reader = (req.body as ReadableStream<Uint8Array>).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new AppError('tooLarge', 'api.bodyTooLarge')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(req: PayloadRequest): Promise<Input> {
  const text = await readText(req)
  if (!text.trim()) return { fields: {}, files: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new AppError('invalid', 'api.invalidJson')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('invalid', 'api.expectedObject')
  return { fields: parsed as Record<string, unknown>, files: [] }
}

/** Multipart, streamed through busboy with hard limits, so no upload can exhaust memory. */
async function readMultipart(req: PayloadRequest, contentType: string): Promise<Input> {
  if (declaredLength(req) > MAX_FILES * MAX_UPLOAD_BYTES + MAX_FIELDS * MAX_FIELD_BYTES)
    throw new AppError('tooLarge', 'errors.fileTooLarge', { vars: { max: 15 } })
  if (!req.body) return { fields: {}, files: [] }

  return new Promise<Input>((resolve, reject) => {
    const fields: Record<string, unknown> = {}
    const files: UploadedFile[] = []
    let failure: AppError | undefined
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      })
    } catch {
      reject(new AppError('invalid', 'api.invalidMultipart'))
      return
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new AppError('invalid', 'api.fieldTooLong', { vars: { field: name } })
      fields[name] = value
    })
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_UPLOAD_BYTES) chunks.push(chunk)
      })
      stream.on('limit', () => {
        failure ??= new AppError('tooLarge', 'errors.fileTooLarge', { vars: { max: MAX_UPLOAD_BYTES / 1024 / 1024 } })
      })
      stream.on('end', () => {
        // A file input left empty arrives as a nameless, empty part: that is "no file".
        if (!info.filename && size === 0) return
        files.push({ field, name: info.filename ?? '', mimetype: info.mimeType, data: Buffer.concat(chunks), size })
      })
    })
    parser.on('filesLimit', () => (failure ??= new AppError('invalid', 'errors.singleFileAllowed')))
    parser.on('fieldsLimit', () => (failure ??= new AppError('invalid', 'api.tooManyFields')))
    parser.on('error', () => reject(new AppError('invalid', 'api.invalidMultipart')))
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })))

    const reader = (req.body as ReadableStream<Uint8Array>).getReader()
    const pump = async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          if (!parser.write(value)) await new Promise((r) => parser.once('drain', r))
        }
        parser.end()
      } catch {
        reject(new AppError('invalid', 'api.invalidMultipart'))
      }
    }
    void pump()
  })
}

async function readUrlEncoded(req: PayloadRequest): Promise<Input> {
  const text = await readText(req)
  return { fields: Object.fromEntries(new URLSearchParams(text)), files: [] }
}

/**
 * The body of a call as plain fields (and files), whatever the client sent: JSON, multipart
 * or a urlencoded form. Bodies that cannot be read are a 400, oversized ones a 413.
 */
export async function readInput(req: PayloadRequest): Promise<Input> {
  const method = req.method?.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return { fields: {}, files: [] }
  const contentType = req.headers.get('content-type') ?? ''
  const type = contentType.split(';')[0].trim().toLowerCase()
  if (type === 'multipart/form-data') return readMultipart(req, contentType)
  if (type === 'application/x-www-form-urlencoded') return readUrlEncoded(req)
  if (type === 'application/json' || type.endsWith('+json')) return readJson(req)
  // Of a body we cannot read, only its emptiness matters: a declared one is refused unread.
  if (declaredLength(req) > 0) throw new AppError('unsupported', 'api.unsupportedBody')
  if (!(await readText(req)).trim()) return { fields: {}, files: [] }
  throw new AppError('unsupported', 'api.unsupportedBody')
}
