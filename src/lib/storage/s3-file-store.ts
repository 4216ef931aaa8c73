import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3'

import type { FileStore, ListedFile } from './file-store'
import { isPlainName } from './plain-name'
import type { S3Settings } from './s3-settings'
import type { UploadFolder } from './upload-folders'

/** The key @payloadcms/storage-s3 stores a file under: the folder is its collection's prefix (s3-storage.ts). */
const objectKey = (folder: UploadFolder, name: string) => `${folder}/${name}`

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404

/** Objects under <folder>/ in the bucket. */
export function s3FileStore({ bucket, client: config }: S3Settings): FileStore {
  const client = new S3Client(config)
  const remove = async (folder: UploadFolder, names: string[]) => {
    await Promise.all(
      names.filter(isPlainName).map((name) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(folder, name) }))),
    )
  }
  return {
    exists: async (folder, name) => {
      if (!isPlainName(name)) return false
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(folder, name) }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    open: async (folder, name) => {
      if (!isPlainName(name)) return null
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(folder, name) }))
        if (!object.Body) return null
        return { body: object.Body.transformToWebStream(), size: object.ContentLength ?? 0 }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    list: async (folder) => {
      const files: ListedFile[] = []
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${folder}/` })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length + 1) ?? ''
          if (isPlainName(name) && object.LastModified) files.push({ name, modifiedAt: object.LastModified })
        }
      }
      return files
    },
    remove,
    heldSince: async () => [],
    // The plugin's own deletes are taken out while a transaction is open (s3-storage.ts), so the
    // objects simply stay where they are until the outcome is known.
    hold: async (folder, names) => ({ discard: () => remove(folder, names), putBack: async () => {} }),
  }
}
