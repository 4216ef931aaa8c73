import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { mediaDir } from '@/lib/runtime/media-dir'
import { s3Settings } from '@/lib/storage/s3-settings'
import type { Attachment, Media } from '@/payload-types'
import { filesOf } from '@/services/uploads/held-files'

import { fewAtOnce } from './few-at-once'

export type StoredFile = readonly [folder: 'images' | 'attachments', name: string]

/** Every stored file of an image (each size) and of a document, as [folder, name]. */
export const filesOfUploads = (image: Media, attachment?: Attachment): StoredFile[] => [
  ...filesOf(image).map((name) => ['images', name] as const),
  ...(attachment ? filesOf(attachment).map((name) => ['attachments', name] as const) : []),
]

/** What a test sees of the stored files, looking at the disk or the bucket itself rather than through the app. */
export type FileProbe = {
  /** The files of the list that are at their place, to be served. */
  present: (files: StoredFile[]) => Promise<StoredFile[]>
  /** The files of the list that are still kept: at their place, or (on disk) held aside until their transaction ends. */
  kept: (files: StoredFile[]) => Promise<StoredFile[]>
  read: (file: StoredFile) => Promise<Buffer>
  /** Files held aside now: on disk until their transaction ends; S3 never moves anything. */
  heldAside: () => string[]
}

const heldDir = () => mediaDir('.held-files')
const heldNames = () =>
  fs.existsSync(heldDir()) ? fs.readdirSync(heldDir()).flatMap((dir) => fs.readdirSync(path.join(heldDir(), dir))) : []

function diskProbe(): FileProbe {
  const present = async (files: StoredFile[]) => files.filter(([folder, name]) => fs.existsSync(mediaDir(folder, name)))
  return {
    present,
    kept: async (files) => {
      const held = new Set(heldNames())
      return files.filter(([folder, name]) => fs.existsSync(mediaDir(folder, name)) || held.has(name))
    },
    read: async ([folder, name]) => fs.readFileSync(mediaDir(folder, name)),
    heldAside: heldNames,
  }
}

/**
 * Objects are looked up under `<folder>/<name>`, the layout the bucket must have. Only a 404 says
 * one is not there: a lookup that failed says nothing about it.
 */
function bucketProbe(bucket: string, client: S3Client): FileProbe {
  const key = ([folder, name]: StoredFile) => `${folder}/${name}`
  const there = (file: StoredFile) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(file) })).then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false
        throw error
      },
    )
  const present = async (files: StoredFile[]) => {
    const found = await fewAtOnce(files, there)
    return files.filter((_, i) => found[i])
  }
  return {
    present,
    kept: present,
    read: async (file) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(file) }))
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    heldAside: () => [],
  }
}

/** The probe for where this test file's app keeps its files. */
export function fileProbe(): FileProbe {
  const settings = s3Settings()
  return settings ? bucketProbe(settings.bucket, new S3Client(settings.client)) : diskProbe()
}
