import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { requireProvider } from './provider'
import { isSubscribed } from './subscription'

/** Ends the account's subscription; without one there is nothing to cancel (409). */
export async function cancelSubscription(user: User): Promise<void> {
  if (!isSubscribed(user)) throw new AppError('conflict', 'payments.noSubscription')
  await requireProvider().cancel(user)
}
