import { headersWithCors, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'
import { fileStore } from '@/lib/storage/file-store'
import { isUploadCollection, UPLOAD_FOLDERS } from '@/lib/storage/upload-folders'

/**
 * Payload answers a file that is not on disk with a 500 on purpose ("to cut down log noise"),
 * so a mistyped or old image URL looks like a server failure; the S3 plugin answers an empty 404.
 * This upload handler runs after Payload's access check and before the one that reads the file:
 * a file that is not there (or a name that is no stored name) is a 404 that says so.
 */
async function missingFileResponse(req: PayloadRequest, params: { collection: string; filename: string }): Promise<Response | undefined> {
  if (!isUploadCollection(params.collection)) return
  if (await fileStore().exists(UPLOAD_FOLDERS[params.collection], params.filename)) return
  return Response.json(
    { errors: [{ message: translate(requestLocale(req), 'api.fileNotFound') }] },
    { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
  )
}

type UploadHandler = NonNullable<NonNullable<SanitizedCollectionConfig['upload']>['handlers']>[number]

// Payload's type has a handler answer always or never; this one answers only for a missing file.
export const answerMissingFile: UploadHandler = (req, { params }) => missingFileResponse(req, params) as Promise<Response>
