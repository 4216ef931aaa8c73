import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { profileForm } from '@/services/account/profile'

import { SettingsForm } from './settings-form'

export const settingsGetEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/settings',
  summary: 'The signed-in user’s profile settings form',
  tag: 'user',
  auth: true,
  responses: {
    200: { description: 'The form', schema: z.object({ form: SettingsForm }) },
    401: { description: 'Not logged in' },
  },
  handler: async ({ user }) => ({ form: profileForm(user) }),
})
