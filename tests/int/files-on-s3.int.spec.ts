import fs from 'node:fs'

import { afterAll, expect, it, vi } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'

import { describeFileStorage } from '../helpers/file-storage-suite'

// The app must see S3_* before the Payload config is first imported, so the bucket comes first.
const s3 = await vi.hoisted(async () => (await import('../helpers/s3-server')).storeFilesInS3())

afterAll(() => s3.close())

describeFileStorage()

it('should have written no upload to the local disk', () => {
  expect(fs.existsSync(mediaDir())).toBe(false)
})
