import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { secondFactorStatus } from '@/services/second-factor/status'

export const SecondFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean(), enrolledAt: z.string().nullable() })

export const secondFactorStatusEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/second-factor',
  summary: 'Whether the signed-in user logs in with a second factor (an authenticator app’s code), and whether they must (staff)',
  tag: 'user',
  auth: true,
  responses: {
    200: { description: 'The status', schema: SecondFactorStatus },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user }) => secondFactorStatus(req, user),
})
