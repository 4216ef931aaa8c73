import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { paidPlan } from './paid-plan'
import type { Schedule } from './plans'
import { requireProvider } from './provider'
import { type CurrentPlan, isSubscribed } from './subscription'

/** Moves a subscriber to another plan or schedule; without a subscription there is nothing to change (409). */
export async function changePlan(input: { user: User; planName: string; schedule: Schedule }): Promise<CurrentPlan> {
  const plan = paidPlan(input.planName)
  const { subscription } = input.user
  if (!isSubscribed(input.user)) throw new AppError('conflict', 'payments.noSubscription')
  if (subscription?.plan_name === plan.name && subscription.payment_schedule === input.schedule)
    throw new AppError('conflict', 'payments.samePlan')
  return requireProvider().changePlan({ user: input.user, plan, schedule: input.schedule })
}
