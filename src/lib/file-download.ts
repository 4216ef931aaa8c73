import fs from 'node:fs'
import { Readable } from 'node:stream'

import { attachmentDisposition } from './content-disposition'

/**
 * Streams a file from disk as a download that is never rendered in the page's origin
 * (attachment, nosniff) nor kept by shared caches (private: who may download can change).
 */
export function fileDownload({
  path,
  downloadName,
  mimeType,
  size,
}: {
  path: string
  downloadName: string
  mimeType: string
  size: number
}) {
  const body = Readable.toWeb(fs.createReadStream(path)) as ReadableStream<Uint8Array>
  return download(body, { downloadName, mimeType, size })
}

/** Bytes made for this answer (an export), sent as the same kind of download. */
export const bytesDownload = (bytes: Uint8Array<ArrayBuffer>, downloadName: string, mimeType: string) =>
  download(bytes, { downloadName, mimeType, size: bytes.byteLength })

function download(body: BodyInit, { downloadName, mimeType, size }: { downloadName: string; mimeType: string; size: number }) {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(size),
      'Content-Disposition': attachmentDisposition(downloadName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
