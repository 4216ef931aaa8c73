import fs from 'node:fs'

import { api } from './rest'

export { minimalPdf, minimalZip, pngBomb, solidPng, twoToneJpeg } from './sample-files'

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** A file as the Local API takes it (`payload.create({ file })`). */
export const uploadFile = (data: Buffer, name: string, mimetype = 'application/octet-stream'): UploadFile => ({
  data,
  name,
  mimetype,
  size: data.length,
})

/** The files now in a directory (none when it does not exist yet). */
export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])

type RestUpload = {
  file: UploadFile
  fields?: Record<string, unknown>
  token?: string
  headers?: Record<string, string>
  query?: string
  /** Replace the file of this document (PATCH) instead of creating one (POST). */
  id?: number
}

/** A multipart upload as the admin panel sends it: the file plus `_payload` (JSON of the other fields). */
export async function restUpload(collection: 'media' | 'attachments', { file, fields = {}, token, headers, query = '', id }: RestUpload) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  form.append('_payload', JSON.stringify(fields))
  const url = id === undefined ? `/api/${collection}${query}` : `/api/${collection}/${id}${query}`
  const response = await api(id === undefined ? 'POST' : 'PATCH', url as `/api/${string}`, { token, headers, body: form })
  const text = await response.text()
  let body: Record<string, any> = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    body = { text }
  }
  return { status: response.status, body }
}

/** The first error message of a Payload error response. */
export const errorMessage = (body: Record<string, any>): string => body?.errors?.[0]?.message ?? ''
