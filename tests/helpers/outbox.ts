import fs from 'node:fs'
import path from 'node:path'

import { mailQueueIdle } from '@/email/mail-queue'
import { dataDir } from '@/lib/runtime/data-dir'

import { type Delivered, parseMail } from './mail'

/** Outbox files parsed so far: a file is written once (renamed into place whole) and never changes. */
const parsed = new Map<string, Promise<Delivered>>()

const readOutboxFile = (file: string) => {
  let mail = parsed.get(file)
  if (!mail) parsed.set(file, (mail = parseMail(fs.readFileSync(file))))
  return mail
}

/**
 * The messages the outbox (no SMTP_URL in tests) holds for `to`, oldest first, once the mail
 * queue has run. Polls briefly: the scheduled queue run may be the one delivering it.
 */
export async function mailTo(to: string, { atLeast = 1, timeoutMs = 10_000 } = {}): Promise<Delivered[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await mailQueueIdle()
    const dir = dataDir('mail')
    const files = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
    const mails = await Promise.all(files.map((file) => readOutboxFile(path.join(dir, file))))
    const found = mails.filter((mail) => mail.to.includes(to.toLowerCase()))
    if (found.length >= atLeast || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
