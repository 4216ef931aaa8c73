import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { turnOffOwnFactor } from '@/services/second-factor/own-factor'

import { Done, password } from './schemas'

export const secondFactorOffEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/second-factor/off',
  summary: 'A seller turns their second factor off with their current password (staff keep theirs)',
  tag: 'user',
  auth: true,
  body: z.strictObject({ password: password('account.need_current_password') }),
  responses: {
    200: { description: 'Off; logins ask for the password alone', schema: Done },
    400: { description: 'The password is empty or wrong' },
    401: { description: 'Not logged in' },
    403: { description: 'Staff must keep the second factor' },
    409: { description: 'The second factor is not on' },
    429: { description: 'Locked after 5 wrong passwords; try again in 10 minutes' },
  },
  handler: async ({ req, user, body, locale }) => {
    await turnOffOwnFactor(req, user, body.password)
    return { success: true as const, message: translate(locale, 'account.second_factor_off_done') }
  },
})
