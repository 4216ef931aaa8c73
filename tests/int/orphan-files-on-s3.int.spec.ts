import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, vi } from 'vitest'

import { s3Settings } from '@/lib/storage/s3-settings'

import { describeOrphanSweep } from '../helpers/orphan-sweep-suite'

// The app must see S3_* before the Payload config is first imported, so the bucket comes first.
const s3 = await vi.hoisted(async () => (await import('../helpers/s3-server')).storeFilesInS3())
// Likewise DATABASE_URL, which the hook on the way to PostgreSQL sets.
const statements = await vi.hoisted(async () => (await import('../helpers/statement-hook')).hookDatabaseStatements())

afterAll(() => s3.close())

const client = new S3Client(s3Settings()!.client)

describeOrphanSweep(statements, {
  put: async ([folder, name], data) => {
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${folder}/${name}`, Body: data }))
  },
  age: async ([folder, name], when) => s3.age(`${folder}/${name}`, when),
})
