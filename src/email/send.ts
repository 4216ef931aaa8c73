import type { Payload, PayloadRequest } from 'payload'

import type { EmailContent } from './layout'
import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'

import { kickMailQueue, MAIL_QUEUE } from './mail-queue'

/** Queues one e-mail (see queued-adapter.ts): returns at once, delivery is retried until it succeeds. */
export async function sendEmail(payload: Payload, to: string, content: EmailContent): Promise<void> {
  await payload.sendEmail({ to, subject: content.subject, text: content.text, html: content.html })
}

/**
 * Queues one e-mail inside the transaction of `req`, so it exists only if the work that decided
 * to send it commits too; the mail queue is kicked once that commit is done (at once when `req`
 * has no transaction).
 */
export async function queueEmailIn(
  req: PayloadRequest,
  to: string,
  content: EmailContent,
  /** `headers`: extra message headers, handed to nodemailer as they are (List-Unsubscribe). */
  options: { replyTo?: string; headers?: Record<string, string> } = {},
): Promise<void> {
  const message = { to, subject: content.subject, text: content.text, html: content.html, ...options }
  await req.payload.jobs.queue({ task: 'sendEmail', queue: MAIL_QUEUE, input: { message }, req })
  const kick = async () => kickMailQueue(req.payload)
  if (!(await whenTransactionEnds(req, { committed: kick }))) await kick()
}
