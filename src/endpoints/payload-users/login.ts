import { json } from '@/lib/api/respond'
import { payloadRoute } from '@/lib/api/payload-route'
import { recordSignIn } from '@/lib/api/session-use'
import { authenticate } from '@/services/account/authenticate'
import { sessionCookie } from '@/services/account/session-cookie'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const given = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Payload's own POST /api/users/login (the admin panel's login form) through the same service
 * as /api/authenticate: an unknown address answers exactly as a registered one, locked after
 * the same number of failures, where Payload's built-in route would tell them apart; staff
 * need their second factor (`code`, and `enrolment` the first time). The answer keeps the shape
 * the panel reads ({ message, user, exp }), without the token, with the recovery codes once.
 */
export const usersLoginEndpoint = payloadRoute('post', '/login', async (req) => {
  const { user, token, exp, recoveryCodes } = await authenticate(req, {
    email: text(req.data?.email),
    password: text(req.data?.password),
    code: given(req.data?.code),
    enrolment: given(req.data?.enrolment),
  })
  await recordSignIn(req, token)
  return json({ message: req.t('authentication:passed'), user, exp, recoveryCodes }, 200, {
    'Set-Cookie': sessionCookie(req.payload, token),
  })
})
