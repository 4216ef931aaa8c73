import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { saveProfile } from '@/services/account/profile'
import { publicUser } from '@/services/account/public-user'

import { PublicUser } from './schemas'
import { SettingsForm } from './settings-form'

export const settingsSaveEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/settings',
  summary: 'Save the signed-in user’s profile; a new e-mail needs the current password and changes once the link mailed to it is opened',
  tag: 'user',
  auth: true,
  body: SettingsForm,
  invalidMessage: 'account.settings_error_message',
  responses: {
    200: {
      description:
        'Saved; with a new e-mail, pending_email names the address waiting for its confirmation link (the account keeps the old one until then)',
      schema: z.object({ success: z.literal(true), message: z.string(), user: PublicUser, pending_email: z.string().nullable() }),
    },
    400: {
      description:
        'settings_error_message with a message per field (empty, not valid, e-mail used by another account, current password missing or wrong)',
    },
    401: { description: 'Not logged in' },
    429: { description: 'Too many wrong current passwords: the account is locked for 10 minutes' },
  },
  handler: async ({ req, user, body, locale }) => {
    const { user: saved, pendingEmail } = await saveProfile(req.payload, user, body)
    const message = pendingEmail
      ? translate(locale, 'account.email_change_sent', { email: pendingEmail })
      : translate(locale, 'account.settings_success_message')
    return { success: true, message, user: publicUser(saved), pending_email: pendingEmail }
  },
})
