import type { CollectionConfig } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { isLoggedIn } from '@/access/isLoggedIn'
import { ownDocumentsOrAdmin } from '@/access/ownDocumentsOrAdmin'
import { panelFor } from '@/access/panelFor'
import { publicImagesOrOwn } from '@/access/publicImagesOrOwn'
import { mediaDir } from '@/lib/runtime/media-dir'
import { UPLOAD_FOLDERS } from '@/lib/storage/upload-folders'
import { IMAGE_KINDS } from '@/lib/storage/file-kinds'

import { catalogueLabel } from '../fields/catalogueLabel'
import { checkUploadAccessFirst } from '../hooks/checkUploadAccessFirst'
import { holdFilesOnDelete, holdFilesOnReplace } from '../hooks/holdFilesUntilCommit'
import { keepUploadName, nameRefusedFile } from '../hooks/nameRefusedFile'
import { setOwnerOnCreate } from '../hooks/setOwnerOnCreate'
import { sanitizeImageUpload } from './hooks/sanitizeImageUpload'

const webp = { format: 'webp' as const, options: { quality: 78 } }

/** Listing images: public (but a confidential listing's: src/access/publicImagesOrOwn.ts), re-encoded without metadata, with the webp sizes the pages use. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { lv: 'Attēls', en: 'Image' }, plural: { lv: 'Attēli', en: 'Images' } },
  admin: {
    group: { lv: 'Faili', en: 'Files' },
    defaultColumns: ['filename', 'alt', 'owner', 'createdAt'],
    hidden: panelFor('admin', 'moderator'),
  },
  access: { read: publicImagesOrOwn, create: isLoggedIn, update: ownDocumentsOrAdmin, delete: ownDocumentsOrAdmin },
  hooks: {
    beforeOperation: [keepUploadName, checkUploadAccessFirst, sanitizeImageUpload, holdFilesOnReplace],
    beforeChange: [setOwnerOnCreate],
    beforeDelete: [holdFilesOnDelete],
    afterError: [nameRefusedFile(IMAGE_KINDS)],
  },
  upload: {
    // On S3 (src/lib/storage/s3-storage.ts) the files go to the bucket instead.
    staticDir: mediaDir(UPLOAD_FOLDERS.media),
    // Uploads are only JPEG or PNG (sanitizeImageUpload refuses the rest); webp is listed because
    // Payload validates each generated size's mimeType against this list too.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    pasteURL: false,
    focalPoint: false,
    crop: false,
    adminThumbnail: 'thumbnail',
    // withoutEnlargement: true keeps every size for small images (left unset, Payload skips a size
    // the image is smaller than, and pages would link a missing file) without upscaling them.
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 800, height: 500, position: 'centre', withoutEnlargement: true, formatOptions: webp },
      { name: 'detail', width: 1280, withoutEnlargement: true, formatOptions: webp },
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        withoutEnlargement: true,
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', maxLength: 200, label: { lv: 'Apraksts (alt)', en: 'Alt text' } },
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
