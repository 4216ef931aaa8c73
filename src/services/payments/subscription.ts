import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'
import { teamOwnerId } from '@/services/team/team-owner'

import { findPlan, freePlan, type Plan, type Schedule } from './plans'

export type CurrentPlan = {
  plan_name: string
  status: NonNullable<NonNullable<User['subscription']>['status']>
  payment_schedule: Schedule | null
  /** When the period paid for ends (ISO 8601): the next payment, or the end of a cancelled subscription. */
  period_end: string | null
  /** Cancelled: the plan stays until period_end and then ends. */
  cancel_at_period_end: boolean
}

type Subscriber = Pick<User, 'subscription'>

/** The subscription stored on the account, as the plan page reads it; null when there never was one. */
export function currentPlan(user: Subscriber): CurrentPlan | null {
  const { plan_name, status, payment_schedule, current_period_end, cancel_at_period_end } = user.subscription ?? {}
  if (!plan_name || !status) return null
  return {
    plan_name,
    status,
    payment_schedule: payment_schedule ?? null,
    period_end: current_period_end ?? null,
    cancel_at_period_end: cancel_at_period_end === true,
  }
}

/** Active and pending subscriptions count as subscribed (docs/product.md#states); a canceled one does not. */
export const isSubscribed = (user: Subscriber): boolean => {
  const status = user.subscription?.status
  return status === 'active' || status === 'pending'
}

type PlanOptions = { locale?: Locale; req?: PayloadRequest }

/** The plan whose limits apply to the account: its subscribed plan while it exists, else the free one. */
export async function effectivePlan(payload: Payload, user: Subscriber, options: PlanOptions = {}): Promise<Plan> {
  const subscribed = isSubscribed(user) ? await findPlan(payload, user.subscription?.plan_name, options) : null
  return subscribed ?? freePlan(payload, options)
}

/**
 * The plan whose limits apply to the user's team: the team owner's (members have no plan of
 * their own, as with the seats). The owner is read fresh when it is someone else.
 */
export async function teamPlan(
  payload: Payload,
  user: Pick<User, 'id' | 'team' | 'subscription'>,
  options: PlanOptions = {},
): Promise<Plan> {
  return effectivePlan(payload, await teamSubscriber(payload, user, options.req), options)
}

/**
 * Whose subscription the user's team runs on: the user's own, or their team owner's, read
 * fresh (only the subscription; a member may not read their owner's account otherwise).
 */
export async function teamSubscriber(
  payload: Payload,
  user: Pick<User, 'id' | 'team' | 'subscription'>,
  req?: PayloadRequest,
): Promise<Subscriber> {
  const ownerId = teamOwnerId(user)
  if (ownerId === user.id) return user
  const owner = await payload.findByID({
    collection: 'users',
    id: ownerId,
    depth: 0,
    select: { subscription: true },
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  return owner ?? {}
}
