import type { Payload } from 'payload'

import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { payingAccount } from './account'
import { requireProvider } from './provider'
import { type CurrentPlan, currentPlan, isSubscribed } from './subscription'

/** Ends the account's subscription at the end of the period paid for; without one there is nothing to cancel (409). */
export async function cancelSubscription(payload: Payload, user: User): Promise<CurrentPlan | null> {
  const account = payingAccount(user)
  if (!isSubscribed(account)) throw new AppError('conflict', 'payments.noSubscription')
  return currentPlan(await requireProvider().cancel({ payload, account }))
}
