import { attachmentDisposition } from './content-disposition'

type Download = { downloadName: string; mimeType: string; size: number }

/**
 * Streams a stored file (src/lib/storage/file-store.ts) as a download that is never rendered in
 * the page's origin (attachment, nosniff) nor kept by shared caches (private: who may download
 * can change).
 */
export const fileDownload = ({ body, ...file }: Download & { body: ReadableStream<Uint8Array> }) => download(body, file)

/** Bytes made for this answer (an export), sent as the same kind of download. */
export const bytesDownload = (bytes: Uint8Array<ArrayBuffer>, downloadName: string, mimeType: string) =>
  download(bytes, { downloadName, mimeType, size: bytes.byteLength })

function download(body: BodyInit, { downloadName, mimeType, size }: Download) {
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
