import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'
import { filesOf } from '@/services/uploads/held-files'
import { sweepOrphanFiles } from '@/services/uploads/sweep-orphan-files'

import { testPayload } from '../helpers/payload'
import { startSecondServer, type ListeningServer } from '../helpers/second-server'
import { filesIn } from '../helpers/uploads'
import { createTestUser, type TestUser } from '../helpers/users'

/*
 * A real server process killed (SIGKILL) in the middle of a 12 MB image upload: while the body is
 * still on its way, and at the moment the first of the image's files lands on disk, before its
 * row commits. After a restart and a sweep, no file is without its row and no row without its
 * files. One test, three server starts: each start compiles the app afresh and takes a while.
 */

// Uploads of this file alone, so every file in the folder is this test's to account for.
await vi.hoisted(async () => {
  const [{ default: files }, { default: paths }, { default: system }] = await Promise.all([
    import('node:fs'),
    import('node:path'),
    import('node:os'),
  ])
  process.env.MEDIA_DIR = paths.join(files.mkdtempSync(paths.join(system.tmpdir(), 'bizness-killed-upload-')), 'media')
})

let payload: Payload
let seller: TestUser
let image: Buffer

/** A PNG of noise: it barely compresses, so 2000×2000 pixels make about 12 MB. */
const noisePng = () =>
  sharp(crypto.randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()

/** The multipart body the panel sends for one image. */
function imageForm(data: Buffer) {
  const boundary = `----bizness${crypto.randomBytes(8).toString('hex')}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liela.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Liela"}\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/** Starts the upload of the 12 MB image; the caller sends its body, whole or in part. */
function startUpload(server: ListeningServer, token: string) {
  const { body, type } = imageForm(image)
  const request = http.request(`${server.origin}/api/media`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'Content-Length': body.length, Authorization: `JWT ${token}` },
  })
  request.on('error', () => {})
  return { request, body }
}

/** Every file in the images folder, and every stored name the seller's image rows give. */
async function accounting() {
  const { docs } = await payload.find({
    collection: 'media',
    where: { owner: { equals: seller.user.id } },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const named = new Set(docs.flatMap((doc) => filesOf(doc)))
  const onDisk = filesIn(mediaDir('images'))
  return {
    filesWithoutRow: onDisk.filter((name) => !named.has(name)),
    rowsWithoutFile: docs.filter((doc) => filesOf(doc).some((name) => !onDisk.includes(name))).map((doc) => doc.id),
    // A row's original is whole: the size it recorded.
    cutOff: docs.filter((doc) => fs.statSync(mediaDir('images', doc.filename!)).size !== doc.filesize).map((doc) => doc.id),
  }
}

afterAll(() => fs.rmSync(path.dirname(mediaDir()), { recursive: true, force: true }))

beforeAll(async () => {
  payload = await testPayload()
  seller = await createTestUser(payload)
  image = await noisePng()
  expect(image.length).toBeGreaterThan(11 * 1024 * 1024)
})

/** Sends the whole upload and answers its status. */
function upload(server: ListeningServer) {
  const { request, body } = startUpload(server, seller.token)
  return new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.end(body)
  })
}

const CLEAN = { filesWithoutRow: [], rowsWithoutFile: [], cutOff: [] }

describe('a server killed during an upload', () => {
  it('should, after a restart and a sweep, leave no file without its row nor a row without its files', async () => {
    // Killed while the body is still arriving: nothing has reached the disk.
    const first = await startSecondServer()
    const midBody = startUpload(first, seller.token)
    await new Promise<void>((resolve) => midBody.request.write(midBody.body.subarray(0, midBody.body.length / 2), () => resolve()))
    await first.kill()
    expect(await accounting()).toEqual(CLEAN)

    // Restarted, then killed the moment the upload's first file lands, before its row commits.
    const second = await startSecondServer()
    const before = new Set(filesIn(mediaDir('images')))
    const landing = startUpload(second, seller.token)
    landing.request.end(landing.body)
    while (!filesIn(mediaDir('images')).some((name) => !before.has(name))) await new Promise((resolve) => setImmediate(resolve))
    await second.kill()
    const left = await accounting()
    expect(left.filesWithoutRow.length).toBeGreaterThan(0)
    expect(left.rowsWithoutFile).toEqual([])

    // Restarted again; the sweep runs, here with no age bound (no upload is in flight).
    const third = await startSecondServer()
    try {
      await sweepOrphanFiles(payload, { olderThanMs: 0 })
      expect(await accounting()).toEqual(CLEAN)
      // The seller's next upload goes through whole.
      expect(await upload(third)).toBe(201)
    } finally {
      await third.kill()
    }
    expect(await accounting()).toEqual(CLEAN)
  }, 400_000)
})
