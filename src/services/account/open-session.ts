import { createLocalReq, loginOperation, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { SECOND_FACTOR, type SecondFactorAtLogin } from '@/services/second-factor/at-login'

/**
 * Signs in through Payload's own login (password check, lock after failures, verified e-mail,
 * the beforeLogin hooks) and hands the new session's token to server code only, which puts it
 * in the HttpOnly cookie. The users collection removes tokens from every response and from the
 * Local API's login (auth.removeTokenFromResponses), so this is the one place a token comes from.
 * An account with a second factor needs `secondFactor` too (src/services/second-factor/at-login.ts).
 */
export async function openSession(
  payload: Payload,
  credentials: { email: string; password: string },
  req?: PayloadRequest,
  secondFactor?: SecondFactorAtLogin,
): Promise<{ user: User; token: string; exp?: number }> {
  const request = req ?? (await createLocalReq({}, payload))
  if (secondFactor) request.context[SECOND_FACTOR] = secondFactor
  const { user, token, exp } = await loginOperation<'users'>({
    collection: payload.collections.users,
    data: credentials,
    req: request,
  })
  if (!user || !token) throw new Error('Payload issued no session')
  return { user: user as User, token, exp }
}
