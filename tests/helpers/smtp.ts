import type { AddressInfo } from 'node:net'

import type { Payload, Where } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

import { MAIL_QUEUE, mailQueueIdle, runMailQueue } from '@/email/mail-queue'

import { type Delivered, parseMail } from './mail'
import { testPayload } from './payload'

/**
 * A real SMTP server on loopback that keeps every message it accepts, decoded. Point the app
 * at it with SMTP_URL before the first mail of a test file: the transport is made once.
 */
export class SmtpInbox {
  readonly messages: Delivered[] = []
  /** How long the server takes to accept each message, as a slow SMTP server would. */
  holdMs = 0
  /** Done with each message after it has arrived whole and before the server accepts it (something failing at that moment). */
  beforeAccept: (() => Promise<void>) | undefined
  /** Messages whose data has arrived whole, counted before their hold: from then on the server has them. */
  received = 0
  private server: SMTPServer | undefined
  private port = 0

  /** Forgets what a previous test file received and asked of it (the port stays). */
  reset(): void {
    this.messages.length = 0
    this.received = 0
    this.holdMs = 0
    this.beforeAccept = undefined
  }

  /** Listens on a free port, or on the previous one again after stop(). */
  async start(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          this.received += 1
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          parseMail(Buffer.concat(chunks), to)
            .then(async (message) => {
              await this.beforeAccept?.()
              return message
            })
            .then(
              (message) =>
                setTimeout(() => {
                  this.messages.push(message)
                  callback()
                }, this.holdMs),
              (error: Error) => callback(error),
            )
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

  /** The port it listens on (kept across stop and start). */
  get listeningPort(): number {
    return this.port
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

/**
 * The process's one inbox: the app makes its mail transport once per process, from the first
 * SMTP_URL it sees, so every test file of a process (vitest.config.ts's `mail` project shares
 * them) hands its mail to the same address and port.
 */
let processInbox: SmtpInbox | undefined

/** The inbox the app's mail goes to from now on (set before this process sends its first mail), empty and listening. */
export async function startInbox(): Promise<SmtpInbox> {
  const inbox = (processInbox ??= new SmtpInbox())
  inbox.reset()
  await inbox.start()
  process.env.SMTP_URL = inbox.url
  return inbox
}

/**
 * The mail set-up of a test file that reads delivered mail, awaited at the file's top level: an
 * inbox the app sends to (before its first mail), the file's Payload, and at the end the queue
 * drained into the inbox, so nothing is left for the next file.
 */
export async function inboxForThisFile(): Promise<{ payload: Payload; inbox: SmtpInbox }> {
  const inbox = await startInbox()
  const payload = await testPayload()
  afterAll(() => inbox.drainAndStop(payload))
  return { payload, inbox }
}
