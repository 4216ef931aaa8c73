import fs from 'node:fs'
import path from 'node:path'

import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3'

import type { UploadFolder } from '../../src/lib/storage/upload-folders'

export type StoredFile = { name: string; size: number }

/**
 * Where a site under a bench keeps its uploads, seen from outside: on disk under its MEDIA_DIR
 * (one server), or in its S3 bucket (the cluster). A bench counts files with no row the same way
 * in both.
 */
export type StoredFiles = {
  /** Every file in the folder now, with its size (a file cut off mid-write is shorter than its row says). */
  list: (folder: UploadFolder) => Promise<StoredFile[]>
  /** The variables that point the app's Payload at these files (for a sweep run in the bench's own process). */
  env: Record<string, string>
}

export function filesOnDisk(mediaDir: string): StoredFiles {
  return {
    list: async (folder) => {
      const dir = path.join(mediaDir, folder)
      if (!fs.existsSync(dir)) return []
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => ({ name: entry.name, size: fs.statSync(path.join(dir, entry.name)).size }))
    },
    env: { MEDIA_DIR: mediaDir, BIZNESS_DATA_DIR: path.dirname(mediaDir) },
  }
}

/** The bucket the S3_* variables of `env` name (as the app reads them: objects under `<folder>/`). */
export function filesInBucket(env: NodeJS.ProcessEnv): StoredFiles {
  const s3 = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('S3_') && value)) as Record<string, string>
  const client = new S3Client({
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    forcePathStyle: s3.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID!, secretAccessKey: s3.S3_SECRET_ACCESS_KEY! },
  })
  return {
    list: async (folder) => {
      const files: StoredFile[] = []
      for await (const page of paginateListObjectsV2({ client }, { Bucket: s3.S3_BUCKET, Prefix: `${folder}/` }))
        for (const object of page.Contents ?? []) files.push({ name: object.Key!.slice(folder.length + 1), size: object.Size ?? 0 })
      return files
    },
    env: s3,
  }
}
