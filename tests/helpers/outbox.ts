import fs from 'node:fs'
import path from 'node:path'

import { mailQueueIdle } from '@/email/mail-queue'
import { dataDir } from '@/lib/data-dir'

/**
 * The messages the outbox (no SMTP_URL in tests) holds for `to`, once the mail queue has run.
 * Polls briefly: the scheduled queue run may be the one delivering it.
 */
export async function mailTo(to: string, { atLeast = 1, timeoutMs = 10_000 } = {}): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await mailQueueIdle()
    const dir = dataDir('mail')
    const found = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .filter((text) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text))
    if (found.length >= atLeast || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The subject of an .eml from the outbox, decoded. */
export function subjectOf(eml: string): string {
  const raw = /^Subject: (.*)$/m.exec(eml)?.[1]?.trim() ?? ''
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(raw)
  return encoded ? Buffer.from(encoded[1], 'base64').toString('utf8') : raw
}
