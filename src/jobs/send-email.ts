import type { SendEmailOptions, TaskConfig } from 'payload'

import { mailFrom, mailTransport } from '@/email/transport'

/**
 * The Message-ID of the mail of one job, the same on every attempt. A run that dies after the
 * SMTP server took the message but before the job's success was recorded sends it again on the
 * next run; with the same Message-ID, mail systems that keep one copy per Message-ID keep one.
 */
export const messageIdOf = (jobId: number | string) => `<mail-${jobId}@${mailFrom().address.split('@').pop()}>`

/**
 * Delivers one queued e-mail. A failure throws, so the job is retried with growing pauses
 * (5 s, 10 s, 20 s … 13 attempts over about 5.7 hours); after the last attempt the job stays in
 * the database, failed, with its error, for an admin to see in the panel (jobs-collection.ts).
 * Payload records the task's success in the job right after this returns and never runs a
 * succeeded task again, so a job whose run died after that is completed without a second send.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  handler: async ({ input, job }) => {
    const message = input.message as SendEmailOptions
    const from = mailFrom()
    const info = await mailTransport().sendMail({ from: `${from.name} <${from.address}>`, messageId: messageIdOf(job.id), ...message })
    return { output: { messageId: String(info.messageId ?? '') } }
  },
  outputSchema: [{ name: 'messageId', type: 'text' }],
}
