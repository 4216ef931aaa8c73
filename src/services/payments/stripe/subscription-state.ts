import type Stripe from 'stripe'

import { SCHEDULES, type Schedule } from '../plans'

/** What the account keeps of its Stripe subscription (users.subscription). */
export type SubscriptionState = {
  plan_name: string | null
  status: 'active' | 'pending' | 'canceled'
  payment_schedule: Schedule | null
  stripe_subscription_id: string
  current_period_end: string | null
  cancel_at_period_end: boolean
}

/**
 * Stripe's statuses in our three (docs/product.md#entities): paying (or trialling) is active; waiting for a first
 * payment or a retried one is pending, which still counts as subscribed; anything that no
 * longer pays is canceled.
 */
export function accountStatus(status: Stripe.Subscription.Status): SubscriptionState['status'] {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'incomplete' || status === 'past_due') return 'pending'
  return 'canceled'
}

const scheduleOf = (price: Stripe.Price): Schedule | null => {
  const named = price.metadata?.schedule
  if (SCHEDULES.includes(named as Schedule)) return named as Schedule
  if (price.recurring?.interval === 'month') return 'monthly'
  if (price.recurring?.interval === 'year') return 'yearly'
  return null
}

/**
 * The account's state read off the subscription object itself (never off the event that
 * announced it), so events that arrive late or out of order cannot leave an old state behind.
 * The plan is named in the price's metadata, which the app writes when it creates the price
 * (prices.ts); the period end sits on the item since Stripe's 2025 API versions.
 */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0]
  const periodEnd = item?.current_period_end
  return {
    plan_name: item?.price.metadata?.plan || null,
    status: accountStatus(subscription.status),
    payment_schedule: item ? scheduleOf(item.price) : null,
    stripe_subscription_id: subscription.id,
    current_period_end: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
  }
}

/** The id of a Stripe object that may arrive expanded or as its id. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)
