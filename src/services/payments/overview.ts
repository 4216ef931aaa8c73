import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { teamOwnerId } from '@/services/team/team-owner'

import { describePlan, listPlans } from './plans'
import { paymentProvider } from './provider'
import { currentPlan } from './subscription'

/**
 * Everything the plan page shows: the catalogue, the team's subscription and how to pay. A
 * member has no plan of their own (seats and limits are the owner's): they see the team's, which
 * only its owner manages.
 */
export async function planOverview(payload: Payload, user: User, locale: Locale) {
  const ownerId = teamOwnerId(user)
  const [plans, owner] = await Promise.all([
    listPlans(payload, { locale }),
    ownerId === user.id
      ? user
      : payload.findByID({
          collection: 'users',
          id: ownerId,
          depth: 0,
          select: { subscription: true },
          disableErrors: true,
          overrideAccess: true,
        }),
  ])
  return {
    plans: plans.map((plan) => describePlan(plan, locale)),
    current_plan: owner ? currentPlan(owner) : null,
    manages_plan: ownerId === user.id,
    provider: paymentProvider()?.publicConfig ?? null,
  }
}
