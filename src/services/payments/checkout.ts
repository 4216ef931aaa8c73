import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { paidPlan } from './paid-plan'
import type { Schedule } from './plans'
import { requireProvider } from './provider'
import { isSubscribed } from './subscription'

/** Starts paying for a plan. A subscriber changes their plan instead (409), so nobody pays twice. */
export async function startCheckout(input: { user: User; planName: string; schedule: Schedule; seats?: number }): Promise<{ id: string }> {
  const plan = paidPlan(input.planName)
  if (isSubscribed(input.user)) throw new AppError('conflict', 'payments.alreadySubscribed')
  return requireProvider().checkout({ user: input.user, plan, schedule: input.schedule, seats: input.seats })
}
