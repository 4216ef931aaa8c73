import type { SendEmailOptions, TaskConfig } from 'payload'

import { recordSent, wasSent } from '@/email/sent-mail'
import { mailFrom, mailTransport } from '@/email/transport'

/**
 * The Message-ID of the mail of one job, the same on every attempt. A run that dies after the
 * SMTP server took the message but before it was recorded sends it again on the next run; with
 * the same Message-ID, mail systems that keep one copy per Message-ID keep one.
 */
export const messageIdOf = (jobId: number | string) => `<mail-${jobId}@${mailFrom().address.split('@').pop()}>`

/**
 * Jobs whose try is under way in this process. A run whose database went away ends with its
 * first failed job while its other tries go on; the next run takes those jobs back
 * (src/jobs/run-alone.ts) and must not send one beside the try still recording it.
 */
const underWay = new Set<number>()

/**
 * Delivers one queued e-mail, once per job (docs/decisions/066-one-mail-per-job.md). A
 * message the SMTP server took is recorded in `sent_mail` before the handler returns, waiting out
 * a database that went away; a retry finds the record and sends nothing.
 * A failure throws, so the job is retried with growing pauses (5 s, 10 s, 20 s … 13 attempts
 * over about 5.7 hours); after the last attempt the job stays in the database, failed, with its
 * error, for an admin to see in the panel (jobs-collection.ts).
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  handler: async ({ input, job, req }) => {
    const jobId = Number(job.id)
    const messageId = messageIdOf(job.id)
    if (underWay.has(jobId)) throw new Error(`Mail job ${jobId} is still being sent by an earlier run`)
    underWay.add(jobId)
    try {
      if (await wasSent(req.payload, jobId)) return { output: { messageId } }
      const message = input.message as SendEmailOptions
      const from = mailFrom()
      const info = await mailTransport().sendMail({ from: `${from.name} <${from.address}>`, messageId, ...message })
      await recordSent(req.payload, jobId, messageId)
      return { output: { messageId: String(info.messageId ?? '') } }
    } finally {
      underWay.delete(jobId)
    }
  },
  outputSchema: [{ name: 'messageId', type: 'text' }],
}
