/**
 * The folder of each upload collection: a directory under MEDIA_DIR on disk, a key prefix in the
 * bucket on S3, and the folder of an account export's files.
 */
export const UPLOAD_FOLDERS = { media: 'images', attachments: 'attachments' } as const

export type UploadCollection = keyof typeof UPLOAD_FOLDERS
export type UploadFolder = (typeof UPLOAD_FOLDERS)[UploadCollection]

export const isUploadCollection = (slug: string): slug is UploadCollection => Object.hasOwn(UPLOAD_FOLDERS, slug)
