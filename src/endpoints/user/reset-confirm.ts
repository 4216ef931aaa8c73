import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { PASSWORD_MAX } from '@/lib/account/limits'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { resetPassword } from '@/services/account/password-reset'

import { CodeParams, Done, password, sameAs } from './schemas'

const NewPassword = z
  .strictObject({
    password: password('account.password_error', 'account.password_length_error'),
    password_confirm: z.string().max(PASSWORD_MAX, 'validation.tooLong').optional(),
  })
  .superRefine(...sameAs('password', 'password_confirm', 'account.password_confirm_error'))

export const resetConfirmEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/reset/:code',
  summary: 'Set a new password with a reset code; confirms the e-mail and ends every session of the account',
  tag: 'user',
  auth: false,
  params: CodeParams,
  body: NewPassword,
  responses: {
    200: { description: 'The password is changed; log in with it', schema: Done },
    400: { description: 'Password empty, shorter than 8, or the repeat differs' },
    404: { description: 'The code is unknown, used or expired' },
  },
  handler: async ({ req, params, body, locale }) => {
    await resetPassword(req.payload, params.code, body.password)
    return { success: true, message: translate(locale, 'account.reset_success') }
  },
})
