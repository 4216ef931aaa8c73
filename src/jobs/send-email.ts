import type { SendEmailOptions, TaskConfig } from 'payload'

import { mailFrom, mailTransport } from '@/email/transport'

/**
 * Delivers one queued e-mail. A failure throws, so the job is retried with growing pauses
 * (5 s, 10 s, 20 s … about six hours in all); after the last attempt the job stays in the
 * database with its error for an admin to see and re-run.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  handler: async ({ input }) => {
    const message = input.message as SendEmailOptions
    const from = mailFrom()
    const info = await mailTransport().sendMail({ from: `${from.name} <${from.address}>`, ...message })
    return { output: { messageId: String(info.messageId ?? '') } }
  },
  outputSchema: [{ name: 'messageId', type: 'text' }],
}
