import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { visitorOf } from '@/lib/api/visitor-address'
import { requestPasswordReset } from '@/services/account/password-reset'

import { Done, emailAddress } from './schemas'

export const resetRequestEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/reset',
  summary: 'Ask for a password reset link by e-mail (the same answer whether or not the address has an account)',
  tag: 'user',
  auth: false,
  body: z.strictObject({ email: emailAddress('account.email_empty_error') }),
  responses: {
    200: { description: 'If the address has an account, a link valid for 1 hour is on its way', schema: Done },
    400: { description: 'E-mail empty or not valid' },
    429: { description: 'Too many mail-sending calls from this visitor within the hour (Retry-After says when to try again)' },
  },
  handler: async ({ req, body, locale }) => {
    await requestPasswordReset(req.payload, body.email, visitorOf(req.headers))
    return { success: true, message: translate(locale, 'account.reset_sent') }
  },
})
