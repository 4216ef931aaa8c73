import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { notFound } from '@/lib/errors/app-error'
import { isResetCodeValid } from '@/services/account/password-reset'

import { CodeParams } from './schemas'

export const resetCheckEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/reset/:code',
  summary: 'Whether a password reset code is valid (the reset page checks it on load)',
  tag: 'user',
  auth: false,
  params: CodeParams,
  responses: {
    200: { description: 'The code is valid and unexpired', schema: z.object({ valid: z.literal(true) }) },
    404: { description: 'The code is unknown, used or expired' },
  },
  handler: async ({ req, params }) => {
    if (!(await isResetCodeValid(req.payload, params.code))) throw notFound('account.reset_code_invalid')
    return { valid: true }
  },
})
