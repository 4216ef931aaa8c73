import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

type Address = string | { name?: string; address: string }

const formatAddress = (value: Address | Address[] | undefined): string =>
  ([] as Address[])
    .concat(value ?? [])
    .map((a) => (typeof a === 'string' ? a : a.name ? `${encodeWord(a.name)} <${a.address}>` : a.address))
    .join(', ')

/**
 * A header value on one line (a line break in a subject or a name would start a header of the
 * sender's choosing), as an RFC 2047 encoded word where needed, so Latvian letters survive
 * every mail reader.
 */
const encodeWord = (raw: string): string => {
  const text = raw.replace(/[\r\n]+/g, ' ')
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : undefined

/** Every http(s) link in a message, so the log can show where a confirmation or reset leads. */
export const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])]

/**
 * Without SMTP_URL, mail lands in .data/mail as one .eml per message. Bodies are written as
 * 8-bit UTF-8 instead of quoted-printable so the links in them stay whole and clickable.
 */
export function outboxTransport(dir: string, log: (line: string) => void = console.log): Transport<SMTPTransport.SentMessageInfo> {
  return {
    name: 'bizness-outbox',
    version: '1',
    send(mail: MailMessage, callback) {
      try {
        const data = mail.data
        const messageId = `<${crypto.randomUUID()}@bizness.local>`
        const text = asText(data.text)
        const html = asText(data.html)
        const boundary = `----bizness-${crypto.randomBytes(8).toString('hex')}`
        const headers = [
          `From: ${formatAddress(data.from as Address)}`,
          `To: ${formatAddress(data.to as Address | Address[])}`,
          `Subject: ${encodeWord(String(data.subject ?? ''))}`,
          `Date: ${new Date().toUTCString()}`,
          `Message-ID: ${messageId}`,
          'MIME-Version: 1.0',
        ]
        const part = (type: string, body: string) =>
          [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', body.replace(/\r?\n/g, '\r\n')].join('\r\n')
        const body =
          text && html
            ? [
                `Content-Type: multipart/alternative; boundary="${boundary}"`,
                '',
                `--${boundary}`,
                part('text/plain', text),
                `--${boundary}`,
                part('text/html', html),
                `--${boundary}--`,
                '',
              ].join('\r\n')
            : part(html ? 'text/html' : 'text/plain', html ?? text ?? '')

        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`)
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(file, headers.join('\r\n') + '\r\n' + body)

        const links = linksIn(text ?? html ?? '')
        log(
          `[mail] to ${formatAddress(data.to as Address | Address[])}: "${data.subject}" → ${path.relative(process.cwd(), file)}` +
            links.map((l) => `\n[mail]   ${l}`).join(''),
        )
        const to = ([] as Address[]).concat((data.to as Address | Address[]) ?? [])
        callback(null, {
          envelope: { from: formatAddress(data.from as Address), to: to.map((a) => (typeof a === 'string' ? a : a.address)) },
          messageId,
          accepted: to.map((a) => (typeof a === 'string' ? a : a.address)),
          rejected: [],
          pending: [],
          response: `250 written to ${file}`,
        })
      } catch (error) {
        callback(error as Error, undefined as unknown as SMTPTransport.SentMessageInfo)
      }
    },
  }
}

export const createOutboxTransporter = (dir: string) => nodemailer.createTransport(outboxTransport(dir))
