import type { Payload } from 'payload'

import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { payingAccount } from './account'
import { paidPlan } from './paid-plan'
import type { Schedule } from './plans'
import { requireProvider } from './provider'
import { type CurrentPlan, currentPlan, isSubscribed } from './subscription'

/** Moves a subscriber to another plan or schedule (prorated); without a subscription there is nothing to change (409). */
export async function changePlan(payload: Payload, input: { user: User; planName: string; schedule: Schedule }): Promise<CurrentPlan> {
  const account = payingAccount(input.user)
  const plan = await paidPlan(payload, input.planName)
  const { subscription } = account
  if (!isSubscribed(account)) throw new AppError('conflict', 'payments.noSubscription')
  if (subscription?.plan_name === plan.name && subscription.payment_schedule === input.schedule)
    throw new AppError('conflict', 'payments.samePlan')
  const changed = currentPlan(await requireProvider().changePlan({ payload, account, plan, schedule: input.schedule }))
  if (!changed) throw new AppError('unavailable', 'payments.notConfigured')
  return changed
}
