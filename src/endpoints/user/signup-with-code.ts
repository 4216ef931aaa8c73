import { defineEndpoint } from '@/lib/api/define-endpoint'

import { CodeParams, SignUpBody, SignUpResponse } from './schemas'
import { signUpResponse } from './signup-response'

export const signupWithCodeEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/signup/:code',
  summary: 'Sign up with an invitation code: joins the inviter’s team; with the invited address the account is confirmed and logged in',
  tag: 'user',
  auth: false,
  body: SignUpBody,
  params: CodeParams,
  responses: {
    201: {
      description: 'Check your e-mail, or (invited address) logged in with the user; Set-Cookie then carries the session',
      schema: SignUpResponse,
    },
    400: { description: 'A field is empty or not valid' },
    429: { description: 'Too many mail-sending calls from this visitor within the hour (Retry-After says when to try again)' },
    404: { description: 'The invitation code is unknown, used or cancelled' },
  },
  handler: async ({ req, body, params, locale }) => signUpResponse(req, body, locale, params.code),
})
