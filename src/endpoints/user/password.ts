import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { PASSWORD_MAX } from '@/lib/account/limits'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { recordSignIn } from '@/lib/api/session-use'
import { changePassword } from '@/services/account/change-password'
import { sessionCookie } from '@/services/account/session-cookie'

import { Done, password, sameAs } from './schemas'

const PasswordChange = z
  .strictObject({
    password: password('account.need_current_password'),
    new_password: password('account.need_new_password', 'account.need_valid_password'),
    new_password_confirm: z.string().max(PASSWORD_MAX, 'validation.tooLong').optional(),
  })
  .superRefine(...sameAs('new_password', 'new_password_confirm', 'account.need_password_to_match'))

export const passwordEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/password',
  summary: 'Change the password with the current one; ends every other session and renews this one’s cookie',
  tag: 'user',
  auth: true,
  body: PasswordChange,
  responses: {
    200: { description: 'Changed; Set-Cookie carries the renewed session', schema: Done },
    400: { description: 'A field is empty, the new password is shorter than 8, the repeat differs, or the current password is wrong' },
    401: { description: 'Not logged in' },
    429: { description: 'Locked after 5 wrong passwords; try again in 10 minutes' },
  },
  handler: async ({ req, user, body, locale }) => {
    const token = await changePassword(req.payload, user, body.password, body.new_password)
    await recordSignIn(req, token)
    return json({ success: true, message: translate(locale, 'account.password_success_message') }, 200, {
      'Set-Cookie': sessionCookie(req.payload, token),
    })
  },
})
