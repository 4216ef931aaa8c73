import fs from 'node:fs'
import path from 'node:path'

import { type Delivered, parseMail } from './mail'

/*
 * The one reader of the outbox: without SMTP_URL the app writes each message as one .eml file
 * in its data dir's mail/ folder (src/email/outbox-transport.ts), named by the time it was
 * written. Integration tests read their own process's outbox; browser tests the server's.
 */

/** Outbox files parsed so far: a file is written once (renamed into place whole) and never changes. */
const parsed = new Map<string, Promise<Delivered>>()

const readOutboxFile = (file: string) => {
  let mail = parsed.get(file)
  if (!mail) parsed.set(file, (mail = parseMail(fs.readFileSync(file))))
  return mail
}

/** The messages in the outbox folder `dir` for `to`, oldest first; with `after` (ms), only those written since. */
export async function outboxMail(dir: string, to: string, { after = 0 } = {}): Promise<Delivered[]> {
  const files = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => path.join(dir, file))
    .filter((file) => after === 0 || fs.statSync(file).mtimeMs >= after)
  const mails = await Promise.all(files.map(readOutboxFile))
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()))
}

/** The browser tests' server's outbox (scripts/run-e2e.ts gives it its data dir). */
export const serverOutbox = () => path.join(process.env.BIZNESS_DATA_DIR || '.data/e2e', 'mail')

/**
 * The messages this process's outbox holds for `to`, oldest first, once the mail queue has run.
 * Polls briefly: the scheduled queue run may be the one delivering it. The queue and the data
 * dir are imported here, not above, so the browser tests can read the server's outbox without
 * loading the app.
 */
export async function mailTo(to: string, { atLeast = 1, timeoutMs = 10_000 } = {}): Promise<Delivered[]> {
  const [{ mailQueueIdle }, { dataDir }] = await Promise.all([import('@/email/mail-queue'), import('@/lib/runtime/data-dir')])
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await mailQueueIdle()
    const found = await outboxMail(dataDir('mail'), to)
    if (found.length >= atLeast || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
