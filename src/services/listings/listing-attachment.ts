import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import { mediaDir } from '@/lib/media-dir'
import { relationId } from '@/lib/owner-id'
import type { User } from '@/payload-types'
import { ATTACHMENT_KINDS, extensionOf, FILE_KINDS } from '@/services/uploads/file-kinds'

export type DownloadableFile = { path: string; downloadName: string; mimeType: string; size: number }

/** Stored names are generated (UUID + extension); anything else in the database is not trusted as a path. */
const STORED_NAME = /^[\w-]+\.(pdf|zip)$/

const kindOf = (filename: string) => ATTACHMENT_KINDS.find((kind) => FILE_KINDS[kind].extensions.includes(extensionOf(filename)))

/**
 * The attachment of a listing the caller may see (a public one, their own, or any for
 * moderators and admins: the listings read rule decides), as a file on disk to stream.
 */
export async function listingAttachment(payload: Payload, listingId: number, user: User | null): Promise<DownloadableFile> {
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { attachment: true },
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!listing) throw notFound('listing.notFound')
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

  const file = path.join(mediaDir('attachments'), filename)
  const stat = await fs.stat(file).catch(() => null)
  if (!stat?.isFile()) {
    payload.logger.error({ msg: `The file of attachment ${attachment.id} (listing ${listingId}) is missing from disk` })
    throw notFound('listing.noAttachment')
  }
  const extension = FILE_KINDS[kind].extensions[0]
  const original = attachment.originalName?.trim() || `attachment.${extension}`
  return {
    path: file,
    downloadName: extensionOf(original) === extension ? original : `${original}.${extension}`,
    mimeType: FILE_KINDS[kind].mimeType,
    size: stat.size,
  }
}
