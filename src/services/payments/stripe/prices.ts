import type { Payload } from 'payload'
import Stripe from 'stripe'

import type { Plan, Schedule } from '../plans'

const INTERVAL: Record<Schedule, Stripe.PriceCreateParams.Recurring.Interval> = { monthly: 'month', yearly: 'year' }

/**
 * A plan's price at this amount, named so it can be found again: an operator who changes a price
 * in the panel gets a new Stripe price on the next checkout, and subscribers keep theirs until
 * they change plan (as Stripe intends; prices are never edited).
 */
const lookupKey = (plan: Plan, schedule: Schedule) => `bizness-${plan.name}-${schedule}-${plan.prices[schedule]}usd`

const missing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError

async function findPrice(stripe: Stripe, key: string): Promise<Stripe.Price | undefined> {
  return (await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })).data[0]
}

/** The plan's product: the one kept on the plan while Stripe still has it (keys of another account do not), else a new one. */
async function productFor(stripe: Stripe, plan: Plan): Promise<string> {
  const kept =
    plan.stripe.productId &&
    (await stripe.products.retrieve(plan.stripe.productId).catch((error: unknown) => {
      if (missing(error)) return null
      throw error
    }))
  if (kept) return kept.id
  return (await stripe.products.create({ name: `Bizness ${plan.name}`, metadata: { plan: plan.name } })).id
}

/**
 * The Stripe price for a plan and schedule, made on first use: looked up by its key, else
 * created with the plan's product. Two first checkouts at once may both try; the key is unique
 * at Stripe, so the second is refused and finds the first's. The ids are written on the plan for
 * the operators to see. Nothing of this runs at start-up, so the site serves every page while
 * Stripe does not answer.
 */
export async function stripePriceFor(payload: Payload, stripe: Stripe, plan: Plan, schedule: Schedule): Promise<string> {
  const key = lookupKey(plan, schedule)
  let price = await findPrice(stripe, key)
  if (!price) {
    const product = await productFor(stripe, plan)
    price = await stripe.prices
      .create({
        product,
        currency: 'usd',
        unit_amount: plan.prices[schedule] * 100,
        recurring: { interval: INTERVAL[schedule] },
        lookup_key: key,
        metadata: { plan: plan.name, schedule },
      })
      .catch(async (error: unknown) => {
        const found = missing(error) ? await findPrice(stripe, key) : undefined
        if (!found) throw error
        return found
      })
  }
  const priceField = schedule === 'monthly' ? 'monthlyPriceId' : 'yearlyPriceId'
  const productId = typeof price.product === 'string' ? price.product : price.product.id
  if (plan.stripe[priceField] !== price.id || plan.stripe.productId !== productId) {
    await payload.update({
      collection: 'plans',
      id: plan.id,
      data: { stripe: { ...plan.stripe, productId, [priceField]: price.id } },
      overrideAccess: true,
    })
  }
  return price.id
}
