import type { Payload } from 'payload'
import Stripe from 'stripe'

import { pageUrl } from '@/email/links'
import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { trimFeatured } from '@/services/listings/featured-picks'

import type { PaymentProvider } from '../provider'
import { customerOf, storeSubscriptionState } from './account'
import { stripeClient } from './client'
import type { StripeSettings } from './config'
import { stripePriceFor } from './prices'
import { subscriptionState } from './subscription-state'

const planPage = (locale: Locale, outcome?: string) => `${pageUrl(locale, '/app/plan')}${outcome ? `?checkout=${outcome}` : ''}`

/** The account's subscription at Stripe; a 409 when the account has none to act on. */
async function subscriptionOf(stripe: Stripe, account: User): Promise<Stripe.Subscription> {
  const id = account.subscription?.stripe_subscription_id
  if (!id) throw new AppError('conflict', 'payments.noSubscription')
  return stripe.subscriptions.retrieve(id)
}

/** Stores what Stripe answered at once, so the page shows it before the webhook comes (which stores the same). */
async function keep(payload: Payload, account: User, subscription: Stripe.Subscription): Promise<User> {
  const stored = await storeSubscriptionState(payload, account, subscriptionState(subscription))
  await trimFeatured(payload, account.id)
  return stored
}

/** Stripe out of reach, overloaded or failing on its side: a 503 that says so, not a 500. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    )
      throw new AppError('unavailable', 'payments.providerUnavailable')
    throw error
  }
}

/**
 * Stripe behind the PaymentProvider calls: Checkout in subscription mode (its hosted page, no
 * script of Stripe's on ours), price changes with Stripe's proration, cancelling at the period's
 * end and the Billing Portal. The account is always the team's owner.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings)
  const provider: PaymentProvider = {
    publicConfig: { provider: 'stripe', api_key: settings.publishableKey },

    async checkout({ payload, account, plan, schedule, seats, locale }) {
      const [customer, price] = await Promise.all([customerOf(payload, stripe, account), stripePriceFor(payload, stripe, plan, schedule)])
      const metadata = { userId: String(account.id), plan: plan.name, schedule, ...(seats && { seats: String(seats) }) }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: String(account.id),
        line_items: [{ price, quantity: 1 }],
        success_url: `${planPage(locale, 'success')}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: planPage(locale, 'canceled'),
        metadata,
        subscription_data: { metadata },
      })
      return { id: session.id, url: session.url }
    },

    async changePlan({ payload, account, plan, schedule }) {
      const subscription = await subscriptionOf(stripe, account)
      const price = await stripePriceFor(payload, stripe, plan, schedule)
      const [first, ...others] = subscription.items.data
      const updated = await stripe.subscriptions.update(subscription.id, {
        // One item on the new price; anything else on the subscription goes.
        items: [{ id: first.id, price, quantity: 1 }, ...others.map(({ id }) => ({ id, deleted: true }))],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
        metadata: { ...subscription.metadata, plan: plan.name, schedule },
      })
      return keep(payload, account, updated)
    },

    async cancel({ payload, account }) {
      const subscription = await subscriptionOf(stripe, account)
      return keep(payload, account, await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }))
    },

    async portalUrl({ account, locale }) {
      const customer = account.subscription?.stripe_customer_id
      if (!customer) throw new AppError('conflict', 'payments.noSubscription')
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: planPage(locale) })
      return session.url
    },
  }
  return {
    publicConfig: provider.publicConfig,
    checkout: (input) => reaching(() => provider.checkout(input)),
    changePlan: (input) => reaching(() => provider.changePlan(input)),
    cancel: (input) => reaching(() => provider.cancel(input)),
    portalUrl: (input) => reaching(() => provider.portalUrl(input)),
  }
}
