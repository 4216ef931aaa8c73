import { defineEndpoint } from '@/lib/api/define-endpoint'

import { SignUpBody, SignUpResponse } from './schemas'
import { signUpResponse } from './signup-response'

export const signupEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/signup',
  summary: 'Sign up: creates an unconfirmed account and e-mails the confirmation link (same answer for a registered address)',
  tag: 'user',
  auth: false,
  body: SignUpBody,
  responses: {
    201: { description: 'Check your e-mail', schema: SignUpResponse },
    400: { description: 'A field is empty, the e-mail is not valid, the password is shorter than 8 or the repeat differs' },
    429: { description: 'Too many mail-sending calls from this visitor within the hour (Retry-After says when to try again)' },
  },
  handler: async ({ req, body, locale }) => signUpResponse(req, body, locale),
})
