import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailFrom } from './transport'
import { kickMailQueue, MAIL_QUEUE } from './mail-queue'

/**
 * Payload's mail adapter, with a twist: sending only queues the message as a job. Every
 * e-mail (ours and Payload's own verification and reset mail) is then delivered by the job
 * runner with retries, so a slow or failing SMTP server never slows or fails a request, and a
 * message waits in the database until it can be delivered.
 */
export const queuedEmailAdapter =
  (): EmailAdapter =>
  ({ payload }) => ({
    name: 'bizness-queued-mail',
    defaultFromAddress: mailFrom().address,
    defaultFromName: mailFrom().name,
    sendEmail: async (message: SendEmailOptions) => {
      const job = await payload.jobs.queue({
        task: 'sendEmail',
        queue: MAIL_QUEUE,
        input: { message: JSON.parse(JSON.stringify(message)) },
      })
      kickMailQueue(payload)
      return { queued: job.id }
    },
  })
