import { IncomingMessage } from 'node:http'

import { requestLocale } from '@/i18n/request-locale'

/** Larger bodies pass on unread: the public calls take a few fields. */
export const MAX_KEYED_BODY_BYTES = 4 * 1024

const SESSION = /(?:^|;\s*)payload-token=/
const DRAFT = /(?:^|;\s*)__prerender_bypass=/

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? null)
}

/** The encodings a client accepts, as one key part: the stored bytes are as compressed for it. */
export const acceptedEncoding = (req: IncomingMessage) =>
  (header(req, 'accept-encoding') ?? '').toLowerCase().replace(/\s+/g, '').slice(0, 100)

/** Whether the request carries Next's draft cookie, under which nothing stored may answer it. */
export const inDraftMode = (req: IncomingMessage) => DRAFT.test(header(req, 'cookie') ?? '')

/** Payload answers a POST carrying one of these as the method it names. */
const METHOD_OVERRIDES = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * Whether a call may be answered with a stored answer: a GET or a small POST under /api, sent
 * without a session (cookie or Authorization), so that nobody's own view is ever at stake.
 */
export function mayBeSharedCall(req: IncomingMessage): boolean {
  if (!req.url?.startsWith('/api/') || req.headers.authorization !== undefined) return false
  if (METHOD_OVERRIDES.some((name) => req.headers[name] !== undefined)) return false
  const cookie = header(req, 'cookie') ?? ''
  if (SESSION.test(cookie) || DRAFT.test(cookie)) return false
  if (req.method === 'GET') return true
  const length = Number(req.headers['content-length'])
  return (
    req.method === 'POST' && req.headers['transfer-encoding'] === undefined && Number.isInteger(length) && length <= MAX_KEYED_BODY_BYTES
  )
}

/**
 * Everything a shared answer can depend on: the call and its body, the language the app reads
 * from the request, and what the origin check and the body parser read (a page of another
 * origin is refused, so it never gets the copy of an allowed one).
 */
export function callKeyOf(req: IncomingMessage, body: Buffer): string {
  const url = req.url ?? '/'
  const locale = requestLocale({ headers: { get: (name) => header(req, name) }, searchParams: new URL(url, 'http://call').searchParams })
  const parts = [
    req.method,
    url,
    locale,
    header(req, 'origin'),
    header(req, 'sec-fetch-site'),
    header(req, 'content-type'),
    acceptedEncoding(req),
  ]
  return JSON.stringify([...parts, body.toString('latin1')])
}

/** The whole body of a request whose length is small and known (mayBeSharedCall). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
    req.once('close', () => {
      if (!req.complete) reject(new Error('The client went away before its request was whole'))
    })
  })
}

/** The same request with its body to be read again, for Next after the body was read for the key. */
export function replayed(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket)
  Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    complete: true,
  })
  // Everything is pushed at once; reading must not touch the socket, which the original request owns.
  replay._read = () => {}
  if (body.length > 0) replay.push(body)
  replay.push(null)
  return replay
}
