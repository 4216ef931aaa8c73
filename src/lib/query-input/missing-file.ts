import fs from 'node:fs/promises'
import path from 'node:path'

import { type Collection, headersWithCors, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

/**
 * Payload answers a file that is not on disk with a 500 on purpose ("to cut down log noise"),
 * so a mistyped or old image URL looks like a server failure. This upload handler runs after
 * Payload's access check and before its disk read: a file that is not there is a 404. Anything
 * else (a file that exists, a name outside the directory) goes on to Payload as before.
 */
async function missingFileResponse(req: PayloadRequest, params: { collection: string; filename: string }): Promise<Response | undefined> {
  const collections = req.payload.collections as Record<string, Collection | undefined>
  const staticDir = collections[params.collection]?.config.upload?.staticDir
  if (!staticDir) return
  const directory = path.resolve(staticDir)
  const file = path.resolve(directory, params.filename)
  if (!file.startsWith(directory + path.sep)) return
  const found = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (found) return
  return Response.json(
    { errors: [{ message: translate(requestLocale(req), 'api.fileNotFound') }] },
    { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
  )
}

type UploadHandler = NonNullable<NonNullable<SanitizedCollectionConfig['upload']>['handlers']>[number]

// Payload's type has a handler answer always or never; this one answers only for a missing file.
export const answerMissingFile: UploadHandler = (req, { params }) => missingFileResponse(req, params) as Promise<Response>
