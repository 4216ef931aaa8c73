import nodemailer, { type Transporter } from 'nodemailer'

import { dataDir } from '@/lib/runtime/data-dir'

import { createOutboxTransporter } from './outbox-transport'

let transporter: Transporter | undefined

/**
 * The one mail transport of the process: SMTP_URL (smtp://user:pass@host:port) sends real
 * mail; without it mail goes to .data/mail. Timeouts are short because a failed delivery is
 * simply retried by the mail queue.
 */
export function mailTransport(): Transporter {
  const smtpUrl = process.env.SMTP_URL?.trim()
  transporter ??= smtpUrl
    ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : createOutboxTransporter(dataDir('mail'))
  return transporter
}

export const mailFrom = () => ({
  address: process.env.MAIL_FROM_ADDRESS || 'noreply@bizness.lv',
  name: process.env.MAIL_FROM_NAME || 'Bizness',
})

/** Where people write to contest a moderation decision (a statement of reasons says so). */
export const moderationAddress = () => process.env.MODERATION_EMAIL || 'moderacija@bizness.lv'
