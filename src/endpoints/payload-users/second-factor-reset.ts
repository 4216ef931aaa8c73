import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { resetSecondFactor } from '@/services/second-factor/reset'

import { Done } from '../user/schemas'

/**
 * POST /api/users/:id/second-factor/reset, the panel's "reset second factor" button on a user's
 * screen: admins only; audited; the person's sessions end.
 */
export const usersSecondFactorResetEndpoint = defineEndpoint({
  method: 'post',
  path: '/:id/second-factor/reset',
  summary: 'An admin removes a user’s second factor (audited); staff set a new one up at their next login',
  tag: 'user',
  auth: true,
  params: z.object({ id: z.coerce.number().int().positive() }),
  responses: {
    200: { description: 'Removed; the user’s sessions ended', schema: Done },
    401: { description: 'Not logged in' },
    403: { description: 'Not an admin' },
    404: { description: 'No such user' },
    409: { description: 'The user has no second factor' },
  },
  handler: async ({ req, params, locale }) => {
    await resetSecondFactor(req, params.id)
    return { success: true as const, message: translate(locale, 'account.second_factor_reset_done') }
  },
}).endpoint
