import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { endSession } from '@/services/account/logout'
import { expiredSessionCookie } from '@/services/account/session-cookie'

export const logoutEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/logout',
  summary: 'Log out: ends this session and clears the cookie (also fine without a session)',
  tag: 'user',
  auth: false,
  responses: { 200: { description: 'Logged out; Set-Cookie expires the session cookie', schema: z.object({ success: z.literal(true) }) } },
  handler: async ({ req }) => {
    await endSession(req)
    return json({ success: true }, 200, { 'Set-Cookie': expiredSessionCookie(req.payload) })
  },
})
