import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { User } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-standin'
import { createTestUser, type TestUser } from '../helpers/users'
import { startWebhookBridge, type WebhookBridge } from '../helpers/webhook-bridge'

/*
 * Paid plans through the real `stripe` client, pointed at a stand-in that speaks Stripe's API
 * (tests/helpers/stripe-standin.ts) by STRIPE_API_URL, with its webhooks signed by the library's
 * own helper and handed to the app's webhook call in this process.
 */

const SECRET_KEY = 'sk_test_bizness_standin'
const WEBHOOK_SECRET = 'whsec_bizness_standin'
const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_API_URL', 'STRIPE_WEBHOOKS_SIGNING_SECRET', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'] as const
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]))

let payload: Payload
let standin: StripeStandIn
let bridge: WebhookBridge

type Current = {
  plan_name: string
  status: string
  payment_schedule: string | null
  period_end: string | null
  cancel_at_period_end: boolean
}

const account = async (user: TestUser) => (await payload.findByID({ collection: 'users', id: user.user.id, depth: 0 })) as User
const current = async (user: TestUser) =>
  (await apiJson<{ current_plan: Current | null }>('GET', '/api/payments/plans', { token: user.token })).body.current_plan
const checkout = (user: TestUser, plan: string, schedule: string) =>
  apiJson<{ id: string; url: string; message?: string }>('POST', `/api/payments/plans/checkout/${plan}/${schedule}`, {
    token: user.token,
    json: {},
  })
const eventCount = async () => (await payload.count({ collection: 'stripe-events', overrideAccess: true })).totalDocs

/** A seller who went through checkout and paid: an active subscription at the stand-in. */
async function subscriber(plan = 'pro', schedule = 'monthly'): Promise<TestUser> {
  const user = await createTestUser(payload)
  const session = await checkout(user, plan, schedule)
  expect(session.status).toBe(200)
  await standin.completeCheckout(session.body.id)
  await standin.idle()
  return user
}

const subscriptionOf = async (user: TestUser) => standin.subscriptions.get((await account(user)).subscription!.stripe_subscription_id!)!

beforeAll(async () => {
  payload = await testPayload()
  bridge = await startWebhookBridge('/api/payments/webhook')
  standin = await startStripeStandIn({ webhookUrl: bridge.url, webhookSecret: WEBHOOK_SECRET, apiKey: SECRET_KEY })
  process.env.STRIPE_SECRET_KEY = SECRET_KEY
  process.env.STRIPE_API_URL = standin.apiUrl
  process.env.STRIPE_WEBHOOKS_SIGNING_SECRET = WEBHOOK_SECRET
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_bizness_standin'
})

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await standin?.close()
  await bridge?.close()
})

beforeEach(async () => {
  await standin.idle()
})

describe('checkout', () => {
  it('should start a Stripe Checkout in subscription mode and turn the plan active when the webhook comes', async () => {
    const seller = await createTestUser(payload)
    const plans = await apiJson<{ provider: { provider: string; api_key: string } | null }>('GET', '/api/payments/plans', {
      token: seller.token,
    })
    expect(plans.body.provider).toEqual({ provider: 'stripe', api_key: 'pk_test_bizness_standin' })

    const started = await checkout(seller, 'pro', 'monthly')
    expect(started.status).toBe(200)
    expect(started.body.id).toMatch(/^cs_test_/)
    expect(started.body.url).toBe(`${standin.baseUrl}/checkout/${started.body.id}`)
    const session = standin.checkoutSessions.get(started.body.id)!
    const kept = (await account(seller)).subscription!
    expect(session).toMatchObject({ mode: 'subscription', customer: kept.stripe_customer_id, client_reference_id: String(seller.user.id) })
    expect(session.success_url).toContain('/app/plan?checkout=success')
    expect(session.cancel_url).toContain('/app/plan?checkout=canceled')
    // The price was made on first use, in US dollars, and named on the plan.
    const price = [...standin.prices.values()].find((each) => each.lookup_key === 'bizness-pro-monthly-19usd')!
    expect(price).toMatchObject({ currency: 'usd', unit_amount: 1900, recurring: expect.objectContaining({ interval: 'month' }) })
    const plan = await payload.find({ collection: 'plans', where: { name: { equals: 'pro' } }, overrideAccess: true })
    expect(plan.docs[0].stripe?.monthlyPriceId).toBe(price.id)
    // Not paid yet: nothing changes on the account.
    expect(await current(seller)).toBeNull()

    // A second try before paying keeps the one customer.
    const again = await checkout(seller, 'pro', 'yearly')
    expect(standin.checkoutSessions.get(again.body.id)!.customer).toBe(kept.stripe_customer_id)

    await standin.completeCheckout(started.body.id)
    await standin.idle()
    expect(standin.deliveries.slice(-2).map(({ status }) => status)).toEqual([200, 200])
    const plan_ = await current(seller)
    expect(plan_).toMatchObject({ plan_name: 'pro', status: 'active', payment_schedule: 'monthly', cancel_at_period_end: false })
    expect(new Date(plan_!.period_end!).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000)
  })

  it('should refuse a second checkout while subscribed, and a change without a subscription, with a message', async () => {
    const paying = await subscriber()
    const second = await checkout(paying, 'business', 'monthly')
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(translate('lv', 'payments.alreadySubscribed'))

    const free = await createTestUser(payload)
    const change = await apiJson<{ message: string }>('POST', '/api/payments/plans/change/business/monthly', { token: free.token })
    expect(change.status).toBe(409)
    expect(change.body.message).toBe(translate('lv', 'payments.noSubscription'))
  })

  it('should let only the team’s owner pay for the team', async () => {
    const owner = await createTestUser(payload)
    const member = await createTestUser(payload, ['user'], { team: owner.user.id })
    const refused = await apiJson<{ message: string }>('POST', '/api/payments/plans/checkout/pro/monthly', {
      token: member.token,
      json: {},
      headers: { 'accept-language': 'en' },
    })
    expect(refused.status).toBe(403)
  })
})

describe('change, cancel and the payment settings', () => {
  it('should move the subscription to the new price only, prorated, and answer the new plan', async () => {
    const seller = await subscriber('pro', 'monthly')
    const changed = await apiJson<{ plan: Current }>('POST', '/api/payments/plans/change/business/yearly', { token: seller.token })
    expect(changed.status).toBe(200)
    expect(changed.body.plan).toMatchObject({ plan_name: 'business', status: 'active', payment_schedule: 'yearly' })

    const subscription = await subscriptionOf(seller)
    expect(subscription.items.data).toHaveLength(1)
    expect(subscription.items.data[0].price).toMatchObject({ unit_amount: 49000, recurring: expect.objectContaining({ interval: 'year' }) })
    const update = [...standin.requests]
      .reverse()
      .find((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`)
    expect(update?.params).toMatchObject({ proration_behavior: 'create_prorations' })
    await standin.idle()
    expect(await current(seller)).toMatchObject({ plan_name: 'business', payment_schedule: 'yearly' })
  })

  it('should cancel at the period’s end and say until when', async () => {
    const seller = await subscriber()
    const cancelled = await apiJson<{ plan: Current }>('POST', '/api/payments/cancel', { token: seller.token })
    expect(cancelled.status).toBe(200)
    expect((await subscriptionOf(seller)).cancel_at_period_end).toBe(true)
    await standin.idle()
    const plan = await current(seller)
    // Still paid for until the period ends, so still the plan in use.
    expect(plan).toMatchObject({ plan_name: 'pro', status: 'active', cancel_at_period_end: true })
    expect(plan!.period_end).toBe(cancelled.body.plan.period_end)

    // The period ends: Stripe deletes the subscription.
    await standin.advanceSubscription((await subscriptionOf(seller)).id, { status: 'canceled' })
    await standin.idle()
    expect(await current(seller)).toMatchObject({ plan_name: 'pro', status: 'canceled' })
  })

  it('should send the owner to a Billing Portal session (303), and refuse one who never paid', async () => {
    const seller = await subscriber()
    const portal = await api('GET', '/api/payments/portal', { token: seller.token })
    expect(portal.status).toBe(303)
    const session = [...standin.portalSessions.values()].at(-1)!
    expect(portal.headers.get('location')).toBe(session.url)
    expect(session.customer).toBe((await account(seller)).subscription!.stripe_customer_id)

    const never = await createTestUser(payload)
    expect((await api('GET', '/api/payments/portal', { token: never.token })).status).toBe(409)
  })
})

describe('webhooks', () => {
  it('should change nothing for a replayed event', async () => {
    const seller = await subscriber()
    const delivered = standin.deliveries.at(-1)!.event
    const events = await eventCount()
    await payload.update({
      collection: 'users',
      id: seller.user.id,
      data: { subscription: { ...(await account(seller)).subscription, plan_name: 'business' } },
      overrideAccess: true,
    })
    const replay = await standin.sendEvent(delivered.type, delivered.data.object, { id: delivered.id })
    expect(replay.status).toBe(200)
    expect(JSON.parse(replay.body)).toMatchObject({ outcome: 'duplicate' })
    expect(await eventCount()).toBe(events)
    expect((await account(seller)).subscription!.plan_name).toBe('business')
  })

  it('should refuse a bad or old signature with 400 and change nothing', async () => {
    const seller = await subscriber()
    const subscription = await subscriptionOf(seller)
    const events = await eventCount()
    const forged = { ...subscription, status: 'canceled' }
    const wrong = await standin.sendEvent('customer.subscription.updated', forged, { secret: 'whsec_someone_else' })
    expect(wrong.status).toBe(400)
    expect(JSON.parse(wrong.body).message).toBe(translate('lv', 'payments.badSignature'))
    const old = await standin.sendEvent('customer.subscription.updated', forged, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect(old.status).toBe(400)
    const unsigned = await api('POST', '/api/payments/webhook', {
      body: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.deleted' }),
    })
    expect(unsigned.status).toBe(400)
    expect(await eventCount()).toBe(events)
    expect(await current(seller)).toMatchObject({ status: 'active' })
  })

  it('should end in the subscription’s real state whatever the order events arrive in', async () => {
    const seller = await subscriber()
    const subscription = await subscriptionOf(seller)
    // The stale "created" (still incomplete) arrives after "updated" (paid): the state is read from Stripe, so it stays active.
    await standin.sendEvent('customer.subscription.updated', { ...subscription, status: 'active' })
    const stale = await standin.sendEvent('customer.subscription.created', { ...subscription, status: 'incomplete' })
    expect(stale.status).toBe(200)
    expect(await current(seller)).toMatchObject({ status: 'active' })

    await standin.advanceSubscription(subscription.id, { status: 'past_due' })
    await standin.idle()
    expect(await current(seller)).toMatchObject({ status: 'pending' })
  })

  it('should log an event for a customer no account holds, answer 200 and change nothing', async () => {
    const stranger = await new Stripe(SECRET_KEY, { ...standin.clientOptions }).customers.create({ email: 'stranger@example.com' })
    const answer = await standin.sendEvent('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: stranger.id,
      status: 'active',
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ outcome: 'unknownCustomer' })
    const recorded = await payload.find({
      collection: 'stripe-events',
      where: { eventId: { equals: answer.event.id } },
      overrideAccess: true,
    })
    expect(recorded.docs[0]).toMatchObject({ outcome: 'unknownCustomer' })
  })

  it('should answer 2xx to a type it does not handle', async () => {
    const answer = await standin.sendEvent('customer.created', { id: 'cus_x', object: 'customer' })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ outcome: 'ignored' })
  })

  it('should take featured places the plan no longer allows off when the subscription ends', async () => {
    const seller = await subscriber('business', 'monthly')
    const category = await createCategory(payload)
    for (let n = 0; n < 2; n++) {
      const listing = await createListing(payload, seller.user.id, category.id)
      const featured = await api('POST', `/api/listing/feature/${listing.id}`, { token: seller.token, json: { featured: true } })
      expect(featured.status).toBe(200)
    }
    const featuredCount = async () =>
      (await payload.count({ collection: 'listings', where: { owner: { equals: seller.user.id }, featured: { equals: true } } })).totalDocs
    expect(await featuredCount()).toBe(2)

    await standin.advanceSubscription((await subscriptionOf(seller)).id, { status: 'canceled' })
    await standin.idle()
    expect(await current(seller)).toMatchObject({ status: 'canceled' })
    // The free plan features none.
    expect(await featuredCount()).toBe(0)
  })

  it('should e-mail the owner, in their language, when a payment fails', async () => {
    const seller = await subscriber()
    await payload.update({ collection: 'users', id: seller.user.id, data: { locale: 'en' }, overrideAccess: true })
    const customer = (await account(seller)).subscription!.stripe_customer_id
    const answer = await standin.sendEvent('invoice.payment_failed', { id: 'in_failed', object: 'invoice', customer, parent: null })
    expect(answer.status).toBe(200)
    const [mail] = await mailTo(seller.email)
    expect(mail.subject).toBe(translate('en', 'email.paymentFailed.subject'))
    expect(mail.links.some((link) => link.endsWith('/en/app/plan'))).toBe(true)
  })
})

describe('who sees the subscription', () => {
  it('should show the owner plan, status and period end but never the Stripe ids, and let nobody but admins write them', async () => {
    const seller = await subscriber()
    const admin = await createTestUser(payload, ['admin'])
    const other = await createTestUser(payload)
    const stored = (await account(seller)).subscription!

    for (const path of ['/api/users/me', `/api/users/${seller.user.id}`] as const) {
      const body = (await apiJson<Record<string, any>>('GET', path, { token: seller.token })).body
      const subscription = (body.user ?? body).subscription
      expect(subscription).toMatchObject({ plan_name: 'pro', status: 'active' })
      expect(subscription.current_period_end).toBeTruthy()
      expect(subscription).not.toHaveProperty('stripe_customer_id')
      expect(subscription).not.toHaveProperty('stripe_subscription_id')
    }
    expect((await api('GET', `/api/users/${seller.user.id}`, { token: other.token })).status).toBe(404)
    const asAdmin = (await apiJson<Record<string, any>>('GET', `/api/users/${seller.user.id}`, { token: admin.token })).body
    expect(asAdmin.subscription).toMatchObject({
      stripe_customer_id: stored.stripe_customer_id,
      stripe_subscription_id: stored.stripe_subscription_id,
    })

    // The record of Stripe's events is the operators' alone, and nobody writes it through the API.
    expect((await api('GET', '/api/stripe-events', { token: seller.token })).status).toBe(403)
    expect((await apiJson<{ totalDocs: number }>('GET', '/api/stripe-events', { token: admin.token })).body.totalDocs).toBeGreaterThan(0)
    const forged = { eventId: 'evt_forged', type: 'customer.subscription.deleted', outcome: 'applied' }
    for (const token of [seller.token, admin.token])
      expect((await api('POST', '/api/stripe-events', { token, json: forged })).status).toBe(403)

    // The owner's own writes to it are dropped.
    await api('PATCH', `/api/users/${seller.user.id}`, {
      token: seller.token,
      json: {
        subscription: { plan_name: 'business', status: 'active', stripe_customer_id: 'cus_mine', stripe_subscription_id: 'sub_mine' },
      },
    })
    expect((await account(seller)).subscription).toMatchObject({
      plan_name: 'pro',
      stripe_customer_id: stored.stripe_customer_id,
      stripe_subscription_id: stored.stripe_subscription_id,
    })
  })
})

describe('without Stripe', () => {
  it('should answer 503 with a message while Stripe does not answer', async () => {
    const seller = await createTestUser(payload)
    process.env.STRIPE_API_URL = 'http://127.0.0.1:9'
    try {
      const refused = await checkout(seller, 'pro', 'monthly')
      expect(refused.status).toBe(503)
      expect(refused.body.message).toBe(translate('lv', 'payments.providerUnavailable'))
    } finally {
      process.env.STRIPE_API_URL = standin.apiUrl
    }
  })

  it('should list the plans with no provider and refuse payments (503) without keys', async () => {
    const seller = await createTestUser(payload)
    delete process.env.STRIPE_SECRET_KEY
    try {
      const plans = await apiJson<{ provider: unknown; plans: unknown[] }>('GET', '/api/payments/plans', { token: seller.token })
      expect(plans.body.provider).toBeNull()
      expect(plans.body.plans.length).toBeGreaterThan(0)
      expect((await checkout(seller, 'pro', 'monthly')).status).toBe(503)
      const signed = { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } }
      expect((await api('POST', '/api/payments/webhook', signed)).status).toBe(503)
      expect((await api('POST', '/api/payments/webhook', { body: '{}' })).status).toBe(400)
    } finally {
      process.env.STRIPE_SECRET_KEY = SECRET_KEY
    }
  })
})
