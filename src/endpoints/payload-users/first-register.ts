import { registerFirstUserOperation } from 'payload'

import { json } from '@/lib/api/respond'
import { payloadRoute } from '@/lib/api/payload-route'
import { recordSignIn } from '@/lib/api/session-use'
import { sessionCookie } from '@/services/account/session-cookie'

type FirstUser = Parameters<typeof registerFirstUserOperation<'users'>>[0]['data']

/**
 * Payload's POST /api/users/first-register (the "create first user" screen of an empty
 * database) as Payload answers it, but with the session in the HttpOnly cookie only: the
 * built-in route puts the token in the body too, whatever removeTokenFromResponses says.
 */
export const usersFirstRegisterEndpoint = payloadRoute('post', '/first-register', async (req) => {
  // The operation validates the rest of the form (names, roles) like any create.
  const data = { ...req.data, email: String(req.data?.email ?? ''), password: String(req.data?.password ?? '') } as FirstUser
  const { exp, token, user } = await registerFirstUserOperation<'users'>({ collection: req.payload.collections.users, data, req })
  await recordSignIn(req, token!)
  return json({ message: req.t('authentication:successfullyRegisteredFirstUser'), user, exp }, 200, {
    'Set-Cookie': sessionCookie(req.payload, token!),
  })
})
