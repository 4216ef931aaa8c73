import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { eraseOwnAccount } from '@/services/account/erase-account'
import { expiredSessionCookie } from '@/services/account/session-cookie'

import { Done, password } from './schemas'

export const deleteAccountEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/delete',
  summary: 'Erase the signed-in account with its listings, files, invitations and reports, after the password again; clears the cookie',
  tag: 'user',
  auth: true,
  body: z.strictObject({ password: password('account.need_current_password') }),
  responses: {
    200: { description: 'Erased; Set-Cookie expires the session cookie', schema: Done },
    400: { description: 'The password is empty or wrong (a wrong one counts as a failed login)' },
    401: { description: 'Not logged in' },
    403: { description: 'A staff account (admin, moderator, editor) cannot erase itself' },
    423: { description: 'The account is open in a staff member’s panel; nothing was changed' },
    429: { description: 'Locked after 5 wrong passwords; try again in 10 minutes' },
  },
  handler: async ({ req, user, body, locale }) => {
    await eraseOwnAccount(req, user, body.password)
    return json({ success: true, message: translate(locale, 'account.erase_done') }, 200, {
      'Set-Cookie': expiredSessionCookie(req.payload),
    })
  },
})
