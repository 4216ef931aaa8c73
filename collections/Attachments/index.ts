import type { CollectionConfig } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { isLoggedIn } from '@/access/isLoggedIn'
import { ownDocumentsOrAdmin } from '@/access/ownDocumentsOrAdmin'
import { ownDocumentsOrModerator } from '@/access/ownDocumentsOrModerator'
import { panelFor } from '@/access/panelFor'
import { mediaDir } from '@/lib/runtime/media-dir'
import { UPLOAD_FOLDERS } from '@/lib/storage/upload-folders'
import { ATTACHMENT_KINDS } from '@/lib/storage/file-kinds'

import { catalogueLabel } from '../fields/catalogueLabel'
import { checkUploadAccessFirst } from '../hooks/checkUploadAccessFirst'
import { holdFilesOnDelete, holdFilesOnReplace } from '../hooks/holdFilesUntilCommit'
import { keepUploadName, nameRefusedFile } from '../hooks/nameRefusedFile'
import { setOwnerOnCreate } from '../hooks/setOwnerOnCreate'
import { checkAttachmentUpload } from './hooks/checkAttachmentUpload'

/**
 * Listing documents (PDF, ZIP). Never public by URL: the file route obeys `read`, so only the
 * owner and staff fetch them there; buyers download through the listing's download call.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: { lv: 'Pielikums', en: 'Attachment' }, plural: { lv: 'Pielikumi', en: 'Attachments' } },
  admin: {
    group: { lv: 'Faili', en: 'Files' },
    defaultColumns: ['originalName', 'filename', 'owner', 'createdAt'],
    hidden: panelFor('admin', 'moderator'),
  },
  access: { read: ownDocumentsOrModerator, create: isLoggedIn, update: ownDocumentsOrAdmin, delete: ownDocumentsOrAdmin },
  hooks: {
    beforeOperation: [keepUploadName, checkUploadAccessFirst, checkAttachmentUpload, holdFilesOnReplace],
    beforeChange: [setOwnerOnCreate],
    beforeDelete: [holdFilesOnDelete],
    afterError: [nameRefusedFile(ATTACHMENT_KINDS)],
  },
  upload: {
    // On S3 (src/lib/storage/s3-storage.ts) the files go to the bucket instead.
    staticDir: mediaDir(UPLOAD_FOLDERS.attachments),
    mimeTypes: ['application/pdf', 'application/zip'],
    pasteURL: false,
    focalPoint: false,
    crop: false,
  },
  fields: [
    { name: 'originalName', type: 'text', maxLength: 200, label: { lv: 'Sākotnējais nosaukums', en: 'Original name' } },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: catalogueLabel('admin.fields.owner'),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
}
