import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import Stripe from 'stripe'

import { AppError } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import type { User } from '@/payload-types'

import { trimFeatured } from '@/services/listings/featured-picks'

import { accountOfCustomer, storeSubscriptionState } from './account'
import { stripeClient } from './client'
import type { StripeSettings } from './config'
import { paymentFailedMail } from './payment-failed-mail'
import { idOf, subscriptionState } from './subscription-state'

type Outcome = 'applied' | 'ignored' | 'unknownCustomer' | 'duplicate'

/**
 * The event Stripe signed, checked against the raw body with the library's default tolerance
 * (an old signature is a replay); anything else is a 400 and changes nothing.
 */
export function verifiedEvent(settings: StripeSettings, rawBody: string, signature: string): Stripe.Event {
  if (!settings.webhookSecret) throw new AppError('unavailable', 'payments.webhookNotConfigured')
  try {
    return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
  } catch {
    throw new AppError('invalid', 'payments.badSignature')
  }
}

/** What an event is about: the customer, and the subscription to read the state from (if any). */
function subjectOf(event: Stripe.Event): { customer: string | null; subscription: string | null; failedPayment: boolean } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      return { customer: idOf(session.customer), subscription: idOf(session.subscription), failedPayment: false }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      return { customer: idOf(subscription.customer), subscription: subscription.id, failedPayment: false }
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      return {
        customer: idOf(invoice.customer),
        subscription: idOf(invoice.parent?.subscription_details?.subscription),
        failedPayment: true,
      }
    }
    default:
      return null
  }
}

/**
 * Whether a subscription's state may replace the account's: always for the subscription the
 * account has, or when it pays; never an ended old subscription over a newer one that pays.
 */
function replaces(account: User, state: ReturnType<typeof subscriptionState>): boolean {
  const kept = account.subscription
  if (!kept?.stripe_subscription_id || kept.stripe_subscription_id === state.stripe_subscription_id) return true
  return state.status !== 'canceled' || (kept.status !== 'active' && kept.status !== 'pending')
}

/** The subscription as Stripe holds it now; null when Stripe has none by that id (made elsewhere, or deleted long ago). */
async function retrieveSubscription(settings: StripeSettings, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripeClient(settings).subscriptions.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null
    throw error
  }
}

async function record(req: PayloadRequest, event: Stripe.Event, outcome: Exclude<Outcome, 'duplicate'>, account?: User | null) {
  await req.payload.create({
    collection: 'stripe-events',
    data: { eventId: event.id, type: event.type, outcome, account: account?.id },
    overrideAccess: true,
    req,
  })
}

/**
 * Applies one verified event, once: its id is stored with what it changed, in one transaction,
 * so a replay or a retry finds it and changes nothing. The subscription's state is read from
 * Stripe at the moment of handling, never from the event, so the newest state wins whatever the
 * order of delivery. A failed payment also mails the account's owner. Types not handled are
 * recorded as ignored (Stripe gets its 2xx and stops sending them).
 */
export async function handleStripeEvent(payload: Payload, settings: StripeSettings, event: Stripe.Event): Promise<Outcome> {
  const seen = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
  if (seen.totalDocs > 0) return 'duplicate'

  const subject = subjectOf(event)
  const account = subject?.customer ? await accountOfCustomer(payload, subject.customer) : null
  // Read before the transaction opens: a network call never holds database locks.
  const subscription = account && subject?.subscription ? await retrieveSubscription(settings, subject.subscription) : null
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (!subject?.customer) {
      await record(req, event, 'ignored')
      return 'ignored'
    }
    if (!account) {
      payload.logger.warn({ msg: `Stripe event ${event.id} (${event.type}) names customer ${subject.customer}, whom no account holds` })
      await record(req, event, 'unknownCustomer')
      return 'unknownCustomer'
    }
    const state = subscription && subscriptionState(subscription)
    if (state && replaces(account, state)) {
      await storeSubscriptionState(payload, account, state, req)
      // A plan that ended or shrank keeps no more featured listings than it allows.
      await trimFeatured(payload, account.id, { req })
    }
    if (subject.failedPayment) await paymentFailedMail(req, account)
    await record(req, event, 'applied', account)
    return 'applied'
  })
}
