import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'
import StreamTransport from 'nodemailer/lib/stream-transport/index.js'

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : undefined

/** Every http(s) link in a message, so the log can show where a confirmation or reset leads. */
export const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])]

/**
 * Without SMTP_URL, mail lands in .data/mail as one .eml per message, rendered by nodemailer's
 * own stream transport byte for byte as it would go over SMTP: CRLF lines, every header value
 * encoded on one line (a line break in a subject or a name cannot start a header), bodies in
 * quoted-printable or base64. Read the files with a MIME parser; the log shows the links whole.
 */
export function outboxTransport(dir: string, log: (line: string) => void = console.log): Transport<StreamTransport.SentMessageInfo> {
  const render = new StreamTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    name: 'bizness-outbox',
    version: '2',
    send(mail, callback) {
      // nodemailer 8 gives a message the line breaks its mail data asks for, the transport's setting aside: SMTP's here.
      ;(mail.message as { newline?: string }).newline = 'windows'
      render.send(mail, (error, info) => {
        if (error) return callback(error, info)
        try {
          const stamp = new Date().toISOString().replace(/[:.]/g, '-')
          const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`)
          fs.mkdirSync(dir, { recursive: true })
          // Written aside and renamed, so a reader polling the directory never sees half a message.
          fs.writeFileSync(`${file}.part`, info.message as Buffer)
          fs.renameSync(`${file}.part`, file)

          const links = linksIn(asText(mail.data.text) ?? asText(mail.data.html) ?? '')
          log(
            `[mail] to ${info.envelope.to.join(', ')}: "${mail.data.subject}" → ${path.relative(process.cwd(), file)}` +
              links.map((l) => `\n[mail]   ${l}`).join(''),
          )
          callback(null, { ...info, accepted: info.envelope.to, rejected: [], pending: [], response: `250 written to ${file}` })
        } catch (failure) {
          callback(failure as Error, info)
        }
      })
    },
  }
}

export const createOutboxTransporter = (dir: string) => nodemailer.createTransport(outboxTransport(dir))
