import { createLocalReq, loginOperation, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

/**
 * Signs in through Payload's own login (password check, lock after failures, verified e-mail,
 * the beforeLogin hooks) and hands the new session's token to server code only, which puts it
 * in the HttpOnly cookie. The users collection removes tokens from every response and from the
 * Local API's login (auth.removeTokenFromResponses), so this is the one place a token comes from.
 */
export async function openSession(
  payload: Payload,
  credentials: { email: string; password: string },
  req?: PayloadRequest,
): Promise<{ user: User; token: string; exp?: number }> {
  const { user, token, exp } = await loginOperation<'users'>({
    collection: payload.collections.users,
    data: credentials,
    req: req ?? (await createLocalReq({}, payload)),
  })
  if (!user || !token) throw new Error('Payload issued no session')
  return { user: user as User, token, exp }
}
