import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

export const SCHEDULES = ['monthly', 'yearly'] as const
export type Schedule = (typeof SCHEDULES)[number]

export const PLAN_NAMES = ['free', 'pro', 'business'] as const
export type PlanName = (typeof PLAN_NAMES)[number]

export type Plan = {
  name: PlanName
  /** Whole US dollars per period (the plan page shows a dollar sign). */
  prices: Record<Schedule, number>
  /** Team seats, the owner included: active members plus pending invitations. */
  teamMembers: number
  /** Listings the operator features on the home page for the subscriber. */
  featuredListings: number
}

/**
 * What can be bought. The free plan is what every account has without a subscription; yearly
 * prices are ten months' worth. Only team seats are enforced in code (the team service);
 * featured places are granted by staff, who set a listing's `featured` flag.
 */
export const PLANS: readonly Plan[] = [
  { name: 'free', prices: { monthly: 0, yearly: 0 }, teamMembers: 3, featuredListings: 0 },
  { name: 'pro', prices: { monthly: 19, yearly: 190 }, teamMembers: 10, featuredListings: 1 },
  { name: 'business', prices: { monthly: 49, yearly: 490 }, teamMembers: 25, featuredListings: 5 },
]

export const FREE_PLAN = PLANS[0]

export const findPlan = (name: string | null | undefined): Plan | undefined => PLANS.find((plan) => plan.name === name)

export type PlanLimit = { limit: number; description: string }

/** The plan as the plan page shows it: limits as {limit, description} in the reader's language, none that are zero. */
export function describePlan(plan: Plan, locale: Locale) {
  const limits: PlanLimit[] = [
    { limit: plan.teamMembers, description: translate(locale, 'payments.limits.teamMembers') },
    { limit: plan.featuredListings, description: translate(locale, 'payments.limits.featuredListings') },
  ].filter(({ limit }) => limit > 0)
  return { name: plan.name, title: translate(locale, `payments.plans.${plan.name}`), prices: { ...plan.prices }, limits }
}
