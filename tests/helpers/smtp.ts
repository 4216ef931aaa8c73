import type { AddressInfo } from 'node:net'

import type { Payload, Where } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

import { MAIL_QUEUE, mailQueueIdle, runMailQueue } from '@/email/mail-queue'

import { testPayload } from './payload'

export type Delivered = { to: string[]; subject: string; text: string; html: string; links: string[] }

type Part = { headers: Record<string, string>; body: string }

function splitPart(raw: string): Part {
  const cut = raw.search(/\r?\n\r?\n/)
  const head = cut === -1 ? raw : raw.slice(0, cut)
  const body = cut === -1 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

const hexBytes = (text: string, escape: string): Buffer => {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === escape && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(text.charCodeAt(i))
  }
  return Buffer.from(bytes)
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return hexBytes(body.replace(/=\r?\n/g, ''), '=').toString('utf8')
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** RFC 2047 encoded words (B and Q), as nodemailer writes non-ASCII subjects. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : hexBytes(data.replace(/_/g, ' '), '=').toString('utf8'),
    )

/** The text/plain and text/html bodies of a message, through nested multiparts. */
function bodies(part: Part, found: { text: string; html: string } = { text: '', html: '' }) {
  const type = part.headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      bodies(splitPart(chunk.replace(/^\r?\n/, '')), found)
    }
  } else if (type.toLowerCase().startsWith('text/html')) found.html ||= decodeBody(part)
  else if (type.toLowerCase().startsWith('text/plain')) found.text ||= decodeBody(part)
  return found
}

/**
 * A real SMTP server on loopback that keeps every message it accepts, decoded. Point the app
 * at it with SMTP_URL before the first mail of a test file: the transport is made once.
 */
export class SmtpInbox {
  readonly messages: Delivered[] = []
  private server: SMTPServer | undefined
  private port = 0

  /** Listens on a free port, or on the previous one again after stop(). */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const message = splitPart(Buffer.concat(chunks).toString('utf8'))
          const { text, html } = bodies(message)
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: decodeHeader(message.headers.subject ?? ''),
            text,
            html,
            links: [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /**
   * Delivers what this test file still has queued, then stops. Files share one database, so a
   * message left behind would be sent by the next file's process, into its outbox.
   */
  async drainAndStop(payload: Payload, timeoutMs = 15_000): Promise<void> {
    await this.drain(payload, timeoutMs)
    await this.stop()
  }

  /** Runs the mail queue until nothing in it waits to run: what was queued so far has been delivered (or has failed). */
  async drain(payload: Payload, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    const pending: Where = {
      and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    }
    await mailQueueIdle()
    while ((await payload.count({ collection: 'payload-jobs', where: pending })).totalDocs > 0 && Date.now() < deadline) {
      await mailQueueIdle()
      await runMailQueue(payload)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** The messages delivered to `to` so far. */
  to(to: string): Delivered[] {
    return this.messages.filter((message) => message.to.includes(to.toLowerCase()))
  }

  /** Waits (running along with the mail queue) until `to` has received `count` messages. */
  async waitFor(to: string, { count = 1, timeoutMs = 15_000 } = {}): Promise<Delivered[]> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      await mailQueueIdle()
      const found = this.to(to)
      if (found.length >= count) return found
      if (Date.now() > deadline) throw new Error(`Expected ${count} message(s) to ${to}, got ${found.length}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** The path-final code of the first link in a message that leads to `path` (e.g. /confirm-email/). */
export function codeFrom(message: Delivered, path: string): string {
  const link = message.links.find((url) => new URL(url).pathname.includes(path))
  if (!link) throw new Error(`No ${path} link in: ${message.text}`)
  return decodeURIComponent(new URL(link).pathname.split('/').pop()!)
}

/** An inbox the app's mail goes to from now on (set before this process sends its first mail). */
export async function startInbox(): Promise<SmtpInbox> {
  const inbox = new SmtpInbox()
  await inbox.start()
  process.env.SMTP_URL = inbox.url
  return inbox
}

/**
 * The mail set-up of a test file that reads delivered mail: an inbox the app sends to (before
 * its first mail), the file's Payload, and at the end the queue drained into the inbox, so
 * nothing is left for the next file. `ready` hands both over once they exist.
 */
export function withInbox(ready: (mail: { payload: Payload; inbox: SmtpInbox }) => void): void {
  let payload: Payload
  let inbox: SmtpInbox
  beforeAll(async () => {
    inbox = await startInbox()
    payload = await testPayload()
    ready({ payload, inbox })
  })
  afterAll(() => inbox.drainAndStop(payload))
}
