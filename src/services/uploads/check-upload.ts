import { APIError } from 'payload'

import { translate } from '@/i18n/translate'

import { allowedFormats, extensionOf, FILE_KINDS, type FileKind, MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

/** `truncated` is set by the REST body parser when the file went past the upload size limit. */
export type IncomingFile = { data: Buffer; name: string; mimetype: string; size: number; truncated?: boolean }

/** Longer names are cut in messages, which must stay readable whatever a file is called. */
const SHOWN_NAME_MAX = 80

/** A file's name as a refusal names it. */
export const shownName = (name: string) => {
  const trimmed = name.trim()
  return trimmed.length > SHOWN_NAME_MAX ? `${trimmed.slice(0, SHOWN_NAME_MAX - 1)}…` : trimmed
}

const refusal = (locale: string, key: string, vars: Record<string, string | number>) =>
  new APIError(translate(locale, key, vars), 400, undefined, true)

/**
 * Decides what an upload is from its name and its bytes together: the extension must be on
 * the allowed list and the content must really be that format (a .php renamed .jpg, or a
 * JPEG named .pdf, is refused), and whole enough to read where that can be told (a cut-off
 * PDF). A file over the size limit is refused first, whatever it is. Refusals about the
 * content name the file.
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
  const name = shownName(file.name)
  if (!file.data?.length) throw refusal(locale, 'errors.fileEmpty', { name })
  const { magic, readable, unreadable } = FILE_KINDS[kind]
  if (!magic(file.data)) throw refusal(locale, 'errors.fileContentMismatch', { name, extension, formats })
  if (readable && unreadable && !readable(file.data)) throw refusal(locale, unreadable, { name })
  return kind
}
