import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'

import S3rver from 's3rver'

/** s3rver's own key pair: it checks request signatures against it. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

export type S3Server = {
  endpoint: string
  bucket: string
  /** Sets an object's LastModified, as if it had been written at `when` (s3rver reads it from its file's mtime). */
  age: (key: string, when: Date) => Promise<void>
  close: () => Promise<void>
}

const md5 = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex')

/**
 * Waits until s3rver's file of an object holds all of it: s3rver answers a PUT before its write
 * to the file is done, and a write that lands after `age` would make the object new again. It
 * keeps the object's MD5 beside the file, so the file is whole once the two agree.
 */
async function writtenOut(file: string) {
  while (!(fs.existsSync(file) && fs.existsSync(`${file}.md5`) && md5(file) === fs.readFileSync(`${file}.md5`, 'utf8'))) await pause(10)
}

/**
 * A real S3 API (s3rver) on a free port of 127.0.0.1, keeping its objects in a directory of its
 * own, with one empty bucket made as `--configure-bucket` makes it. It lists at most 1000 objects:
 * the token of a next page is DES-encrypted, which Node's OpenSSL 3 refuses (500 InternalError).
 */
export async function startS3Server(bucket = 'bizness-test'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    age: async (key, when) => {
      const file = path.join(directory, bucket, `${key}._S3rver_object`)
      await writtenOut(file)
      fs.utimesSync(file, when, when)
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/**
 * Starts an S3 server and points this test file's app at it through the S3_* variables. The
 * Payload config reads them when it is first imported, so call this from `vi.hoisted`, ahead of
 * the file's imports. Closing stops the server and gives the variables back.
 */
export async function storeFilesInS3(): Promise<S3Server> {
  const server = await startS3Server()
  // A folder of its own for local files, which nothing may create: another test file of the same worker fills the worker's.
  const localFiles = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-s3-local-')), 'media')
  const variables = {
    ...CREDENTIALS,
    S3_BUCKET: server.bucket,
    S3_ENDPOINT: server.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_DIR: localFiles,
  }
  const before = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]))
  Object.assign(process.env, variables)
  return {
    ...server,
    close: async () => {
      await server.close()
      fs.rmSync(path.dirname(localFiles), { recursive: true, force: true })
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    },
  }
}
