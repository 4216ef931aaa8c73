import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { confirmEmail } from '@/services/account/confirm-email'

import { CodeParams, Done } from './schemas'

export const confirmEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/confirm/:code',
  summary:
    'Confirm an e-mail address with the code from the sign-up e-mail, or complete an e-mail change with the link sent to the new address',
  tag: 'user',
  auth: false,
  params: CodeParams,
  responses: {
    200: { description: 'Confirmed; the user can log in', schema: Done },
    404: { description: 'The code is unknown or already used (confirm_email_error_message)' },
  },
  handler: async ({ req, params, locale }) => {
    await confirmEmail(req.payload, params.code)
    return { success: true, message: translate(locale, 'account.confirm_email_success_message') }
  },
})
