import { addDataAndFileToRequest, type Endpoint, registerFirstUserOperation } from 'payload'

import { errorResponse, json } from '@/lib/api/respond'
import { sessionCookie } from '@/services/account/session-cookie'

/**
 * Payload's POST /api/users/first-register (the "create first user" screen of an empty
 * database) as Payload answers it, but with the session in the HttpOnly cookie only: the
 * built-in route puts the token in the body too, whatever removeTokenFromResponses says.
 */
export const usersFirstRegisterEndpoint: Endpoint = {
  method: 'post',
  path: '/first-register',
  handler: async (req) => {
    try {
      await addDataAndFileToRequest(req)
      // The operation validates the rest of the form (names, roles) like any create.
      const data = { ...req.data, email: String(req.data?.email ?? ''), password: String(req.data?.password ?? '') } as Parameters<
        typeof registerFirstUserOperation<'users'>
      >[0]['data']
      const { exp, token, user } = await registerFirstUserOperation<'users'>({ collection: req.payload.collections.users, data, req })
      return json({ message: req.t('authentication:successfullyRegisteredFirstUser'), user, exp }, 200, {
        'Set-Cookie': sessionCookie(req.payload, token!),
      })
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}
