import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'
import type { Attachment, Media } from '@/payload-types'

import { api } from './rest'
import { asUser, type TestUser } from './users'

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

/** Listings, documents and files of both upload collections: equal before and after, a refused save stored nothing. */
export const storedUploads = async (payload: Payload) => ({
  listings: (await payload.count({ collection: 'listings' })).totalDocs,
  media: (await payload.count({ collection: 'media' })).totalDocs,
  attachments: (await payload.count({ collection: 'attachments' })).totalDocs,
  images: filesIn(mediaDir('images')),
  documents: filesIn(mediaDir('attachments')),
})

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

type UploadCollection = {
  media: { folder: 'images'; data: Partial<Media> }
  attachments: { folder: 'attachments'; data: Partial<Attachment> }
}

/**
 * What the tests of one upload collection share: the folder its files land in, an upload as a
 * user through the Local API (access checked), and a refused upload that must leave neither a
 * document nor a file behind.
 */
export function uploadCollection<C extends keyof UploadCollection>(payload: Payload, collection: C, folder: UploadCollection[C]['folder']) {
  const dir = mediaDir(folder)
  const count = async () => (await payload.count({ collection })).totalDocs
  return {
    dir,
    storedPath: (filename: string) => path.join(dir, filename),
    createAs: async (user: TestUser, file: UploadFile, data: UploadCollection[C]['data'] = {}) =>
      payload.create({ collection, data, file, user: await asUser(payload, user.user.id), overrideAccess: false } as Parameters<
        Payload['create']
      >[0]) as Promise<C extends 'media' ? Media : Attachment>,
    /** Runs a refused upload and checks it left neither a document nor a file behind. */
    async expectNothingStored<T>(attempt: () => Promise<T>): Promise<T> {
      const docsBefore = await count()
      const filesBefore = filesIn(dir)
      const result = await attempt()
      expect(await count()).toBe(docsBefore)
      expect(filesIn(dir)).toEqual(filesBefore)
      return result
    },
  }
}

/** The error a Local API upload was refused with; fails the test when it was taken. */
export const localError = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => undefined,
    (thrown: { status?: number; message?: string }) => thrown,
  )
  expect(error, 'the upload should have been refused').toBeDefined()
  return error!
}
