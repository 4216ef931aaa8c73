import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { sessionsOf } from '@/services/account/sessions'
import { SessionView } from '@/services/account/session-view'

export const sessionsEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/sessions',
  summary: 'The caller’s open sessions: browser, address, sign-in and last use; this one first, then the most recently used',
  tag: 'user',
  auth: true,
  responses: {
    200: { description: 'The open sessions', schema: z.object({ sessions: z.array(SessionView) }) },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user }) => ({ sessions: await sessionsOf(req.payload, user) }),
})
