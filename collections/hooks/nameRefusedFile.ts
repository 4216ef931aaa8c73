import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import type { FileKind } from '@/lib/storage/file-kinds'
import { fileNotAccepted, isPayloadFileRefusal } from '@/services/uploads/file-refusal'

/** Where the upload's own name waits while the file goes on under a generated one (hooks rename it). */
const UPLOAD_NAME = 'uploadName'

/** Keeps the name the file was uploaded under, for a refusal after the hooks have renamed it. Runs first. */
export const keepUploadName: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.file) req.context[UPLOAD_NAME] = req.file.name
  return args
}

/**
 * Payload's own refusal of a file, answered by its REST routes (the panel's uploads too), in
 * the uploader's language and naming the file, in Payload's shape that the panel reads.
 */
export const nameRefusedFile =
  (kinds: FileKind[]): CollectionAfterErrorHook =>
  ({ error, req }) => {
    if (!isPayloadFileRefusal(error)) return
    const name = String(req.context[UPLOAD_NAME] ?? req.file?.name ?? '')
    const { message } = fileNotAccepted(requestLocale(req), name, kinds)
    return { status: 400, response: { errors: [{ message, data: { errors: [{ path: 'file', message }] } }] } }
  }
