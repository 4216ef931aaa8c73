import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import type { Plan as PlanDoc } from '@/payload-types'

export const SCHEDULES = ['monthly', 'yearly'] as const
export type Schedule = (typeof SCHEDULES)[number]

/** The plan every account without a subscription has; migration 20261124_033209_plans creates it and it cannot be deleted. */
export const FREE_PLAN_NAME = 'free'

/** A plan's stable id: lowercase letters and digits, words joined by hyphens ("pro", "business-plus"). */
export const PLAN_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type PlanLimits = {
  /** Team seats, the owner included: active members plus pending invitations (src/services/team). */
  teamSeats: number
  /** Listings published and not expired, over the whole team (src/services/listings/listing-allowance.ts). */
  activeListings: number
  /** Listings the team may feature on the home page (src/services/listings/featured-picks.ts). */
  featuredListings: number
}

/** A plan as the services use it, read from the `plans` collection (kept in the admin panel). */
export type Plan = {
  id: number
  /** The stable id used in paths and as subscription.plan_name. */
  name: string
  /** The plan's name in the language it was read in. */
  title: string
  /** Whole US dollars per period (the plan page shows a dollar sign). */
  prices: Record<Schedule, number>
  limits: PlanLimits
  /** The Stripe product and its price per schedule; null until the Stripe adapter creates them. */
  stripe: { productId: string | null; monthlyPriceId: string | null; yearlyPriceId: string | null }
}

type ReadOptions = { locale?: Locale; req?: PayloadRequest }

const whole = (value: number | null | undefined, fallback: number) => (typeof value === 'number' ? value : fallback)

const toPlan = (doc: PlanDoc): Plan => ({
  id: doc.id,
  name: doc.name,
  title: doc.title,
  prices: { monthly: whole(doc.prices?.monthly, 0), yearly: whole(doc.prices?.yearly, 0) },
  limits: {
    teamSeats: whole(doc.limits?.teamSeats, 1),
    activeListings: whole(doc.limits?.activeListings, 1),
    featuredListings: whole(doc.limits?.featuredListings, 0),
  },
  stripe: {
    productId: doc.stripe?.productId || null,
    monthlyPriceId: doc.stripe?.monthlyPriceId || null,
    yearlyPriceId: doc.stripe?.yearlyPriceId || null,
  },
})

/** Server code reads every field (the Stripe ids too); the REST routes hide those from non-admins. */
const query = ({ locale = defaultLocale, req }: ReadOptions) =>
  ({ collection: 'plans', depth: 0, locale, overrideAccess: true, req }) as const

/** Every plan in the page's order (then by price), titled in `locale`. */
export async function listPlans(payload: Payload, options: ReadOptions = {}): Promise<Plan[]> {
  const { docs } = await payload.find({ ...query(options), sort: ['order', 'prices.monthly', 'id'], pagination: false })
  return docs.map(toPlan)
}

/** The plan of that name, or null when there is none. */
export async function findPlan(payload: Payload, name: string | null | undefined, options: ReadOptions = {}): Promise<Plan | null> {
  if (!name) return null
  const { docs } = await payload.find({ ...query(options), where: { name: { equals: name } }, limit: 1, pagination: false })
  return docs[0] ? toPlan(docs[0]) : null
}

/** The free plan. Its absence is a broken database (the migration creates it, deleting it is refused), not a visitor's mistake. */
export async function freePlan(payload: Payload, options: ReadOptions = {}): Promise<Plan> {
  const plan = await findPlan(payload, FREE_PLAN_NAME, options)
  if (!plan) throw new Error(`The "${FREE_PLAN_NAME}" plan is missing from the plans collection; run the migrations.`)
  return plan
}

export const isFreePlan = (plan: Pick<Plan, 'name'>) => plan.name === FREE_PLAN_NAME

export type PlanLimit = { limit: number; description: string }

/** The plan as the plan page shows it: limits as {limit, description} in the reader's language, none that are zero. */
export function describePlan(plan: Plan, locale: Locale) {
  const limits: PlanLimit[] = (['teamSeats', 'activeListings', 'featuredListings'] as const)
    .map((limit) => ({ limit: plan.limits[limit], description: translate(locale, `payments.limits.${limit}`) }))
    .filter(({ limit }) => limit > 0)
  return { name: plan.name, title: plan.title, prices: { ...plan.prices }, limits }
}
