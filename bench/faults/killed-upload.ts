/**
 * One row of bench/faults.ts: a server killed (SIGKILL) in the middle of a 12 MB image upload,
 * once while the body is still arriving and once at the moment the upload's first file lands in
 * the store (on disk or in the bucket), then restarted and swept. Self-contained: it needs only
 * what `KilledUploadContext` says.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import pg from 'pg'
import sharp from 'sharp'

import type { StoredFiles } from '../helpers/stored-files'

export type KilledUploadContext = {
  /** The server the upload goes to (the one `kill` kills), e.g. http://127.0.0.1:3300. */
  origin: string
  /** A signed-in user's JWT (`Authorization: JWT …`), from POST /api/users/login. */
  token: string
  /** That server's uploaded files: images land in the folder `images`. */
  files: StoredFiles
  /** That server's DATABASE_URL. */
  databaseUrl: string
  /** Kills that server with SIGKILL and resolves once it has exited. */
  kill: () => Promise<void>
  /** Starts it again and resolves once it answers (GET /api/health/ready is 200). */
  restart: () => Promise<void>
  /** Runs the sweep of files without their row now, with no age bound: `sweepOrphanFiles(payload, { olderThanMs: 0 })`. */
  sweep: () => Promise<void>
}

export type KilledUploadRow = {
  /** Files without their row the kills left, before the sweep (the sweep's work). */
  orphanFilesLeft: number
  /** Files without their row after the restart and the sweep. Target 0. */
  orphanFiles: number
  /** Image rows naming a file that is not on disk, after the restart and the sweep. Target 0. */
  rowsWithoutFiles: number
  /** Image rows whose original is not the size they recorded (a file cut off mid-write). Target 0. */
  cutOffFiles: number
}

const SIZE_COLUMNS = ['sizes_thumbnail_filename', 'sizes_card_filename', 'sizes_detail_filename', 'sizes_og_filename']

const noisePng = () =>
  sharp(crypto.randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()

function imageForm(data: Buffer) {
  const boundary = `----bizness${crypto.randomBytes(8).toString('hex')}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liela.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Bench"}\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

async function account(context: KilledUploadContext) {
  const client = new pg.Client({ connectionString: context.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<Record<string, string | number | null>>(
      `SELECT id, filename, filesize, ${SIZE_COLUMNS.join(', ')} FROM media`,
    )
    const stored = new Map((await context.files.list('images')).map((file) => [file.name, file.size]))
    const named = new Set(rows.flatMap((row) => [row.filename, ...SIZE_COLUMNS.map((column) => row[column])]).filter(Boolean))
    const namesOf = (row: (typeof rows)[number]) => [row.filename, ...SIZE_COLUMNS.map((column) => row[column])].filter(Boolean) as string[]
    return {
      orphanFiles: [...stored.keys()].filter((name) => !named.has(name)).length,
      rowsWithoutFiles: rows.filter((row) => namesOf(row).some((name) => !stored.has(name))).length,
      cutOffFiles: rows.filter(
        (row) => row.filename && stored.has(String(row.filename)) && stored.get(String(row.filename)) !== Number(row.filesize),
      ).length,
    }
  } finally {
    await client.end()
  }
}

/** Sends the upload and kills the server when `killWhen` says so; the answer never comes. */
async function uploadKilled(context: KilledUploadContext, image: Buffer, moment: 'mid-body' | 'first-file') {
  const { body, type } = imageForm(image)
  const request = http.request(`${context.origin}/api/media`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'Content-Length': body.length, Authorization: `JWT ${context.token}` },
  })
  request.on('error', () => {})
  const names = async () => (await context.files.list('images')).map((file) => file.name)
  if (moment === 'mid-body') {
    await new Promise<void>((resolve) => request.write(body.subarray(0, body.length / 2), () => resolve()))
  } else {
    const before = new Set(await names())
    request.end(body)
    const deadline = Date.now() + 60_000
    while (!(await names()).some((name) => !before.has(name)) && Date.now() < deadline)
      await new Promise((resolve) => setImmediate(resolve))
  }
  await context.kill()
  await context.restart()
}

/** The "server killed mid-upload" row: both kills, a restart after each, one sweep, then the count. */
export async function killedUpload(context: KilledUploadContext): Promise<KilledUploadRow> {
  const image = await noisePng()
  const before = await account(context)
  await uploadKilled(context, image, 'mid-body')
  await uploadKilled(context, image, 'first-file')
  const left = await account(context)
  await context.sweep()
  const after = await account(context)
  return {
    orphanFilesLeft: left.orphanFiles - before.orphanFiles,
    orphanFiles: after.orphanFiles,
    rowsWithoutFiles: after.rowsWithoutFiles,
    cutOffFiles: after.cutOffFiles,
  }
}
