import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { currentSessionId, endOwnSession } from '@/services/account/sessions'
import { expiredSessionCookie } from '@/services/account/session-cookie'

export const sessionEndEndpoint = defineEndpoint({
  method: 'delete',
  path: '/user/sessions/:id',
  summary: 'Ends one of the caller’s sessions: its cookie stops working at once, on every server; ending this one logs out',
  tag: 'user',
  auth: true,
  params: z.object({ id: z.uuid('account.session_not_found') }),
  responses: {
    200: { description: 'Ended; Set-Cookie expires the cookie when it was this session', schema: z.object({ success: z.literal(true) }) },
    400: { description: 'The id is no session id' },
    401: { description: 'Not logged in' },
    404: { description: 'No open session of the caller’s has this id' },
  },
  handler: async ({ req, user, params }) => {
    await endOwnSession(req.payload, user, params.id)
    const loggedOut = params.id === currentSessionId(user)
    return json({ success: true }, 200, loggedOut ? { 'Set-Cookie': expiredSessionCookie(req.payload) } : undefined)
  },
})
