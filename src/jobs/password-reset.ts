import type { TaskConfig } from 'payload'

import { mailResetLink } from '@/services/account/password-reset'

/**
 * The lookup, reset code and mail behind a reset request. The request only queues this job, so
 * its answer comes after the same work whether or not the address has an account. In the mail
 * queue: the runner a request kicks takes it within moments.
 */
export const passwordResetTask: TaskConfig<'passwordReset'> = {
  slug: 'passwordReset',
  label: 'Password reset link',
  // Only the database can fail here (the mail itself is another job, with its own retries).
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await mailResetLink(req.payload, input.email)
    return { output: {} }
  },
}
