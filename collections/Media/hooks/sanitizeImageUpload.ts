import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { checkUpload } from '@/services/uploads/check-upload'
import { FILE_KINDS, IMAGE_KINDS } from '@/lib/storage/file-kinds'
import { reencodeImage } from '@/services/uploads/reencode-image'
import { storedName } from '@/services/uploads/stored-name'

/** Every image is checked, re-encoded without metadata and renamed before Payload stores it. */
export const sanitizeImageUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const locale = requestLocale(req)
  const kind = checkUpload(req.file, IMAGE_KINDS, locale) as 'jpeg' | 'png'
  const data = await reencodeImage(req.file.data, kind, locale, req.file.name)
  req.file = { ...req.file, data, size: data.length, name: storedName(kind), mimetype: FILE_KINDS[kind].mimeType }
  return args
}
