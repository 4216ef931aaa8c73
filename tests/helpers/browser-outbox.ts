import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

export type Mail = { subject: string; text: string; html: string; headers: Map<string, string> }

/** The mail the server's outbox holds for `to` since `after` (ms), read raw, headers too. */
async function mailsTo(to: string, after: number): Promise<Mail[]> {
  const dir = path.join(process.env.BIZNESS_DATA_DIR || '.data/e2e', 'mail')
  const files = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).mtimeMs >= after)
  const mails = await Promise.all(files.map(async (file) => simpleParser(fs.readFileSync(file))))
  return mails
    .filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((field) => field?.text.toLowerCase().includes(to)))
    .map((mail) => ({
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html || '',
      headers: new Map(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
    }))
}

/** Waits for the mail queue (the server's, or this process's kick) to deliver `count` messages. */
export async function waitForMail(to: string, after: number, count: number): Promise<Mail[]> {
  await expect.poll(async () => (await mailsTo(to, after)).length, { timeout: 30_000 }).toBe(count)
  return mailsTo(to, after)
}
