import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { teamOwnerId } from '@/services/team/team-owner'

import { describePlan, listPlans } from './plans'
import { paymentProvider } from './provider'
import { currentPlan, teamSubscriber } from './subscription'

/**
 * Everything the plan page shows: the catalogue, the team's subscription and how to pay. A
 * member has no plan of their own (seats and limits are the owner's): they see the team's, which
 * only its owner manages.
 */
export async function planOverview(payload: Payload, user: User, locale: Locale) {
  const [plans, subscriber] = await Promise.all([listPlans(payload, { locale }), teamSubscriber(payload, user)])
  return {
    plans: plans.map((plan) => describePlan(plan, locale)),
    current_plan: currentPlan(subscriber),
    manages_plan: teamOwnerId(user) === user.id,
    provider: paymentProvider()?.publicConfig ?? null,
  }
}
