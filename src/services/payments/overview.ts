import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { describePlan, PLANS } from './plans'
import { paymentProvider } from './provider'
import { currentPlan } from './subscription'

/** Everything the plan page shows: the catalogue, the account's subscription and how to pay. */
export function planOverview(user: User, locale: Locale) {
  return {
    plans: PLANS.map((plan) => describePlan(plan, locale)),
    current_plan: currentPlan(user),
    provider: paymentProvider()?.publicConfig ?? null,
  }
}
