import { APIError } from 'payload'

import { translate } from '@/i18n/translate'

import { allowedFormats, extensionOf, FILE_KINDS, type FileKind, MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

/** `truncated` is set by the REST body parser when the file went past the upload size limit. */
export type IncomingFile = { data: Buffer; name: string; mimetype: string; size: number; truncated?: boolean }

/**
 * Decides what an upload is from its name and its bytes together: the extension must be on
 * the allowed list and the content must really be that format (a .php renamed .jpg, or a
 * JPEG named .pdf, is refused). A file over the size limit is refused first, whatever it is.
 */
export function checkUpload(file: IncomingFile, allowed: FileKind[], locale: string): FileKind {
  if (file.truncated || (file.data?.length ?? 0) > MAX_UPLOAD_BYTES) {
    throw new APIError(translate(locale, 'errors.fileTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }), 413, undefined, true)
  }
  const extension = extensionOf(file.name)
  const formats = allowedFormats(allowed)
  const kind = allowed.find((k) => FILE_KINDS[k].extensions.includes(extension))
  if (!kind) {
    throw new APIError(translate(locale, 'errors.fileFormatNotAllowed', { extension: extension || '—', formats }), 400, undefined, true)
  }
  if (!file.data?.length) throw new APIError(translate(locale, 'errors.fileEmpty'), 400, undefined, true)
  if (!FILE_KINDS[kind].magic(file.data)) {
    throw new APIError(translate(locale, 'errors.fileContentMismatch', { extension, formats }), 400, undefined, true)
  }
  return kind
}
