import type { CurrentPlan } from '@/services/payments/subscription'

export type Schedule = 'monthly' | 'yearly'

/** What a plan card offers (docs/product.md#states). */
export type PlanAction = 'select' | 'selected' | 'change' | 'cancel'

/** Active and pending subscriptions count as subscribed (docs/product.md#states). */
export const isSubscribed = (current: CurrentPlan | null): current is CurrentPlan =>
  current?.status === 'active' || current?.status === 'pending'

/**
 * Without a subscription a paid card starts checkout ('select plan') and the free plan is the
 * one in use ('selected'). With one, the same plan and schedule is 'selected' and any other is
 * 'change'; changing to the free plan means cancelling the subscription.
 */
export function planAction(planName: string, schedule: Schedule, current: CurrentPlan | null): PlanAction {
  if (!isSubscribed(current)) return planName === 'free' ? 'selected' : 'select'
  if (current.plan_name === planName && current.payment_schedule === schedule) return 'selected'
  return planName === 'free' ? 'cancel' : 'change'
}

/** The card of the plan the account uses now. */
export const isCurrentPlan = (planName: string, current: CurrentPlan | null): boolean =>
  isSubscribed(current) ? current.plan_name === planName : planName === 'free'
