import type { CollectionBeforeLoginHook } from 'payload'

import type { User } from '@/payload-types'
import { requireSecondFactor as gate } from '@/services/second-factor/at-login'

/**
 * No session without the second factor where the account has one (all staff must): every way
 * Payload opens a session (our logins, the Local API, a password reset link) runs this after
 * the password and before the session is signed, and a refusal leaves no session behind.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  await gate(req, user as User)
  return user
}
