import { APIError, type Payload } from 'payload'

import { localApiRequest } from '@/i18n/local-api-request'
import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { checkUpload, type IncomingFile } from '@/services/uploads/check-upload'
import { ATTACHMENT_KINDS, IMAGE_KINDS } from '@/lib/storage/file-kinds'
import { fileNotAccepted, isPayloadFileRefusal } from '@/services/uploads/file-refusal'

export type FileField = 'image' | 'attachment'
export type ListingUploads = Partial<Record<FileField, IncomingFile>>
export type StoredFiles = Partial<Record<FileField, number>>

const COLLECTION = { image: 'media', attachment: 'attachments' } as const
const KINDS = { image: IMAGE_KINDS, attachment: ATTACHMENT_KINDS }
const FIELDS: FileField[] = ['image', 'attachment']

/**
 * The form's files by the field they fill: `image` and `attachment` as named, and a file sent
 * as `file` by its type (image/* is the image, anything else the attachment), as the form's
 * single drop zone does. Two files for one field are refused.
 */
export function uploadsFromForm(files: (IncomingFile & { field: string })[]): ListingUploads {
  const uploads: ListingUploads = {}
  for (const file of files) {
    const field: FileField =
      file.field === 'image' || file.field === 'attachment' ? file.field : file.mimetype.startsWith('image/') ? 'image' : 'attachment'
    if (uploads[field]) throw new AppError('invalid', 'errors.singleFileAllowed', { errors: { [field]: 'errors.singleFileAllowed' } })
    uploads[field] = file
  }
  return uploads
}

/** Payload's refusal of a stored file, already in the reader's words, as the form's error for its field. */
const refusalOf = (error: APIError, field: FileField) =>
  new AppError(error.status === 413 ? 'tooLarge' : 'invalid', error.message, { translated: true, errors: { [field]: error.message } })

/** An upload refusal (wrong format, unreadable image…) as the form's error for that field. */
const asFieldError = (field: FileField, error: unknown) =>
  error instanceof APIError && error.status < 500 ? refusalOf(error, field) : error

/**
 * Refuses files of the wrong kind before anything is stored, with a message per field. The
 * upload collections check again (and decode images) when the files are stored.
 */
export function uploadErrors(uploads: ListingUploads, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of FIELDS) {
    const file = uploads[field]
    if (!file) continue
    try {
      checkUpload(file, KINDS[field], locale)
    } catch (error) {
      if (!(error instanceof APIError)) throw error
      errors[field] = error.message
    }
  }
  return errors
}

/** Deletes files this request stored, when what they were for could not be saved. */
export async function discardFiles(payload: Payload, files: StoredFiles): Promise<void> {
  for (const field of FIELDS) {
    const id = files[field]
    if (id === undefined) continue
    // The request's own fresh upload: removing it must not depend on anyone's access.
    await payload.delete({ collection: COLLECTION[field], id, overrideAccess: true }).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Could not remove ${COLLECTION[field]} ${id} after a failed listing save` })
    })
  }
}

/**
 * Stores a listing's new image and attachment as their uploader, through the Media and
 * Attachments collections, whose hooks check the bytes, re-encode images and rename files.
 * All or nothing: when one file fails, the other is removed again.
 */
export async function storeFiles(payload: Payload, uploads: ListingUploads, locale: Locale, user: User): Promise<StoredFiles> {
  const stored: StoredFiles = {}
  for (const field of FIELDS) {
    const file = uploads[field]
    if (!file) continue
    try {
      const doc = await payload.create({
        collection: COLLECTION[field],
        data: {},
        file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.size },
        user,
        overrideAccess: false,
        req: localApiRequest(locale),
      })
      stored[field] = doc.id
    } catch (error) {
      await discardFiles(payload, stored)
      throw asFieldError(field, isPayloadFileRefusal(error) ? fileNotAccepted(locale, file.name, KINDS[field]) : error)
    }
  }
  return stored
}

/** Deletes the files a saved listing no longer uses, as their owner; a failure only leaves an orphan, so it is logged. */
export async function deleteReplacedFiles(payload: Payload, files: StoredFiles, user: User): Promise<void> {
  for (const field of FIELDS) {
    const id = files[field]
    if (id === undefined) continue
    await payload.delete({ collection: COLLECTION[field], id, user, overrideAccess: false }).catch((error: unknown) => {
      payload.logger.warn({ err: error, msg: `Could not delete the replaced ${COLLECTION[field]} ${id}` })
    })
  }
}
