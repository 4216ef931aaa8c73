import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { endOtherSessions } from '@/services/account/sessions'

export const sessionsEndOthersEndpoint = defineEndpoint({
  method: 'delete',
  path: '/user/sessions',
  summary: 'Signs out everywhere else: ends every session of the caller’s but this one, at once, on every server',
  tag: 'user',
  auth: true,
  responses: {
    200: { description: 'How many sessions were ended', schema: z.object({ success: z.literal(true), ended: z.number().int() }) },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user }) => ({ success: true, ended: await endOtherSessions(req.payload, user) }),
})
