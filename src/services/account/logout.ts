import { logoutOperation, type PayloadRequest } from 'payload'

/** Ends the session the request came with (its entry in the account's sessions); nothing to do without one. */
export async function endSession(req: PayloadRequest): Promise<void> {
  const user = req.user as (PayloadRequest['user'] & { _sid?: string }) | null
  if (!user || user.collection !== 'users' || !user._sid) return
  await logoutOperation({ collection: req.payload.collections.users, req })
}
