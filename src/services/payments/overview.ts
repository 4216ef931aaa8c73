import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { describePlan, listPlans } from './plans'
import { paymentProvider } from './provider'
import { currentPlan } from './subscription'

/** Everything the plan page shows: the catalogue, the account's subscription and how to pay. */
export async function planOverview(payload: Payload, user: User, locale: Locale) {
  const plans = await listPlans(payload, { locale })
  return {
    plans: plans.map((plan) => describePlan(plan, locale)),
    current_plan: currentPlan(user),
    provider: paymentProvider()?.publicConfig ?? null,
  }
}
