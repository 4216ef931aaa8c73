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
  summary: 'Save the signed-in user’s profile; a changed e-mail is reported to the old address',
  tag: 'user',
  auth: true,
  body: SettingsForm,
  invalidMessage: 'account.settings_error_message',
  responses: {
    200: { description: 'Saved', schema: z.object({ success: z.literal(true), message: z.string(), user: PublicUser }) },
    400: { description: 'settings_error_message with a message per field (empty, not valid, e-mail used by another account)' },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user, body, locale }) => {
    const saved = await saveProfile(req.payload, user, body)
    return { success: true, message: translate(locale, 'account.settings_success_message'), user: publicUser(saved) }
  },
})
