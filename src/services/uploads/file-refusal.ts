import { APIError, ValidationError } from 'payload'

import { translate } from '@/i18n/translate'

import { shownName } from './check-upload'
import { allowedFormats, type FileKind } from '@/lib/storage/file-kinds'

/**
 * Payload's own refusal of an upload's file after our checks passed it (its content sniffing
 * finds another format, say a .jar named .zip): an English "The following field is invalid:
 * file" with no name in it.
 */
export const isPayloadFileRefusal = (error: unknown): error is ValidationError =>
  error instanceof ValidationError && error.data.errors.some((fieldError) => fieldError.path === 'file')

/** That refusal in the uploader's language, naming the file and what is allowed. */
export const fileNotAccepted = (locale: string, name: string, kinds: FileKind[]) =>
  new APIError(translate(locale, 'errors.fileNotAccepted', { name: shownName(name), formats: allowedFormats(kinds) }), 400, undefined, true)
