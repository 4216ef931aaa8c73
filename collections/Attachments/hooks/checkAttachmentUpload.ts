import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { checkUpload } from '@/services/uploads/check-upload'
import { ATTACHMENT_KINDS, FILE_KINDS } from '@/lib/storage/file-kinds'
import { storedName } from '@/services/uploads/stored-name'

/** Attachments must be real PDF or ZIP files; they are stored under a generated name. */
export const checkAttachmentUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const kind = checkUpload(req.file, ATTACHMENT_KINDS, requestLocale(req))
  const data = args as { data?: Record<string, unknown> }
  data.data = { ...data.data, originalName: req.file.name.slice(0, 200) }
  req.file = { ...req.file, name: storedName(kind), mimetype: FILE_KINDS[kind].mimeType }
  return args
}
