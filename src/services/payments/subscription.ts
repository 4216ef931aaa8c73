import type { User } from '@/payload-types'

import { FREE_PLAN, findPlan, type Plan, type Schedule } from './plans'

export type CurrentPlan = {
  plan_name: string
  status: NonNullable<NonNullable<User['subscription']>['status']>
  payment_schedule: Schedule | null
}

type Subscriber = Pick<User, 'subscription'>

/** The subscription stored on the account, as the plan page reads it; null when there never was one. */
export function currentPlan(user: Subscriber): CurrentPlan | null {
  const { plan_name, status, payment_schedule } = user.subscription ?? {}
  if (!plan_name || !status) return null
  return { plan_name, status, payment_schedule: payment_schedule ?? null }
}

/** Active and pending subscriptions count as subscribed (spec, section 4); a canceled one does not. */
export const isSubscribed = (user: Subscriber): boolean => {
  const status = user.subscription?.status
  return status === 'active' || status === 'pending'
}

/** The plan whose limits apply to the account: its subscribed plan, else the free one. */
export const effectivePlan = (user: Subscriber): Plan => (isSubscribed(user) && findPlan(user.subscription?.plan_name)) || FREE_PLAN
