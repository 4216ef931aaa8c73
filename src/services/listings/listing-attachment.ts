import type { Payload } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import { fileStore, type StoredFile } from '@/lib/storage/file-store'
import { UPLOAD_FOLDERS } from '@/lib/storage/upload-folders'
import type { User } from '@/payload-types'
import { seesListingWhole } from '@/services/confidential/sees-whole'
import { ATTACHMENT_KINDS, extensionOf, FILE_KINDS } from '@/lib/storage/file-kinds'

export type DownloadableFile = StoredFile & { downloadName: string; mimeType: string }

/** Stored names are generated (UUID + extension); anything else in the database is not trusted as a path. */
const STORED_NAME = /^[\w-]+\.(pdf|zip)$/

const kindOf = (filename: string) => ATTACHMENT_KINDS.find((kind) => FILE_KINDS[kind].extensions.includes(extensionOf(filename)))

/**
 * The attachment of a listing the caller may see (a public one, their own, or any for
 * moderators and admins: the listings read rule decides), opened to stream from disk or S3;
 * a confidential listing's only for those who see it whole (src/services/confidential/).
 */
export async function listingAttachment(payload: Payload, listingId: number, user: User | null): Promise<DownloadableFile> {
  const visible = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { slug: true },
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!visible) throw notFound('listing.notFound')
  if (!(await seesListingWhole(payload, listingId, user))) throw notFound('listing.noAttachment')
  // Field access keeps a confidential listing's file from all but its owner and staff; seesListingWhole decided.
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { attachment: true },
    depth: 0,
    overrideAccess: true,
  })
  const attachmentId = relationId(listing.attachment)
  if (attachmentId === undefined) throw notFound('listing.noAttachment')

  // Buyers may not read attachment documents; seeing the listing is what entitles them to its file.
  const attachment = await payload.findByID({
    collection: 'attachments',
    id: attachmentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const filename = attachment?.filename ?? ''
  const kind = kindOf(filename)
  if (!attachment || !kind || !STORED_NAME.test(filename)) throw notFound('listing.noAttachment')

  const file = await fileStore().open(UPLOAD_FOLDERS.attachments, filename)
  if (!file) {
    payload.logger.error({ msg: `The file of attachment ${attachment.id} (listing ${listingId}) is missing from the file store` })
    throw notFound('listing.noAttachment')
  }
  const extension = FILE_KINDS[kind].extensions[0]
  const original = attachment.originalName?.trim() || `attachment.${extension}`
  return {
    ...file,
    downloadName: extensionOf(original) === extension ? original : `${original}.${extension}`,
    mimeType: FILE_KINDS[kind].mimeType,
  }
}
