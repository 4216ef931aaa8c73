import net from 'node:net'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { s3Settings } from '@/lib/storage/s3-settings'

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']

/** Exactly these S3_* variables, the others unset. */
const withS3Env = (env: Record<string, string>) => {
  for (const name of S3_VARIABLES) vi.stubEnv(name, env[name] ?? '')
}

afterEach(() => vi.unstubAllEnvs())

describe('S3 settings from S3_*', () => {
  it('should keep files on disk when no S3_* variable is set', () => {
    withS3Env({})
    expect(s3Settings()).toBeNull()
  })

  it('should read a bucket alone with the default region and AWS’s own credentials', () => {
    withS3Env({ S3_BUCKET: 'bizness-files' })
    expect(s3Settings()).toEqual({
      bucket: 'bizness-files',
      client: expect.objectContaining({ region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined }),
    })
  })

  it('should read a full configuration for an S3-compatible server', () => {
    withS3Env({
      S3_BUCKET: 'faili',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(s3Settings()).toEqual({
      bucket: 'faili',
      client: expect.objectContaining({
        region: 'eu-north-1',
        endpoint: 'http://127.0.0.1:4569',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      }),
    })
  })

  it.each([
    ['an endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:4569' }, /S3_BUCKET is not set/],
    [
      'a key id without its secret',
      { S3_BUCKET: 'faili', S3_ACCESS_KEY_ID: 'id' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    ],
    ['an endpoint that is no URL', { S3_BUCKET: 'faili', S3_ENDPOINT: '127.0.0.1:4569' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [
      'a path style that is neither true nor false',
      { S3_BUCKET: 'faili', S3_FORCE_PATH_STYLE: 'yes' },
      /S3_FORCE_PATH_STYLE must be true or false/,
    ],
  ])('should stop the start on %s, saying what to set', (_case, env, message) => {
    withS3Env(env)
    expect(() => s3Settings()).toThrow(message)
    expect(() => s3Settings()).toThrow(/unset every S3_\* variable to keep them on disk/)
  })

  it('should fail a request to a store that took the connection and went silent, not wait forever', async () => {
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    withS3Env({
      S3_BUCKET: 'faili',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    const settings = s3Settings()!
    const client = new S3Client({ ...settings.client, maxAttempts: 1 })
    try {
      await expect(client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: 'any.pdf' }))).rejects.toThrow(/timeout|timed out/i)
    } finally {
      client.destroy()
      silent.close()
    }
  }, 40_000)
})
