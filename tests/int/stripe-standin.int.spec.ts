import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-standin'

/*
 * The stand-in other payment tests point the app at: here the real `stripe` client drives it, and
 * its webhooks arrive at a small server that checks them with the library's own verifier.
 */

const secret = 'whsec_test_standin'
const received: { signature: string; body: string }[] = []
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    received.push({ signature: String(request.headers['stripe-signature']), body: Buffer.concat(chunks).toString('utf8') })
    response.end('{"received":true}')
  })
})

let standin: StripeStandIn
let stripe: Stripe

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhook`
  standin = await startStripeStandIn({ webhookUrl, webhookSecret: secret, apiKey: 'sk_test_standin' })
  stripe = new Stripe('sk_test_standin', { ...standin.clientOptions })
})

afterAll(async () => {
  await standin?.close()
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

/** The webhooks received since `from`, verified as the app will verify them. */
const eventsSince = (from: number) =>
  received.slice(from).map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, secret))

const year = 365 * 86_400

async function catalogue() {
  const product = await stripe.products.create({ name: 'Profesionālais', metadata: { plan: 'pro' } })
  const price = (schedule: 'monthly' | 'yearly', unitAmount: number) =>
    stripe.prices.create({
      product: product.id,
      unit_amount: unitAmount,
      currency: 'eur',
      recurring: { interval: schedule === 'monthly' ? 'month' : 'year' },
      lookup_key: `pro_${schedule}_${product.id}`,
    })
  return { product, monthly: await price('monthly', 1900), yearly: await price('yearly', 19000) }
}

describe('Stripe stand-in', () => {
  it('should create customers, products and prices, and find prices by lookup key', async () => {
    const customer = await stripe.customers.create({ email: 'janis@example.lv', name: 'Jānis Bērziņš', metadata: { user: '7' } })
    expect(customer).toMatchObject({ object: 'customer', email: 'janis@example.lv', name: 'Jānis Bērziņš', metadata: { user: '7' } })
    expect(customer.id).toMatch(/^cus_/)
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id)

    const { product, monthly, yearly } = await catalogue()
    expect(monthly).toMatchObject({ object: 'price', product: product.id, unit_amount: 1900, currency: 'eur', type: 'recurring' })
    expect(monthly.recurring).toMatchObject({ interval: 'month', interval_count: 1 })

    const found = await stripe.prices.list({ lookup_keys: [monthly.lookup_key!, yearly.lookup_key!], active: true })
    expect(found.object).toBe('list')
    expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort())
    expect(standin.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/prices',
      params: { lookup_keys: [monthly.lookup_key, yearly.lookup_key] },
    })
  })

  it('should answer a repeated Idempotency-Key with the first answer', async () => {
    const first = await stripe.customers.create({ email: 'a@example.lv' }, { idempotencyKey: 'signup-42' })
    const again = await stripe.customers.create({ email: 'a@example.lv' }, { idempotencyKey: 'signup-42' })
    expect(again.id).toBe(first.id)
    await expect(stripe.customers.create({ email: 'b@example.lv' }, { idempotencyKey: 'signup-42' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    )
  })

  it('should refuse a wrong API key with StripeAuthenticationError', async () => {
    const stranger = new Stripe('sk_test_wrong', { ...standin.clientOptions })
    await expect(stranger.customers.create({ email: 'x@example.lv' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })

  it('should refuse a checkout for an unknown price with StripeInvalidRequestError', async () => {
    const attempt = stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_missing', quantity: 1 }] })
    await expect(attempt).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'line_items[0][price]' })
  })

  it('should take a subscription through payment, a plan change, a scheduled cancellation and the portal', async () => {
    const customer = await stripe.customers.create({ email: 'anna@example.lv' })
    const { monthly, yearly } = await catalogue()
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: '7',
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: 'http://localhost:3000/app/plan?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/app/plan',
      metadata: { plan: 'pro' },
      subscription_data: { metadata: { user: '7' } },
    })
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      customer: customer.id,
      subscription: null,
    })
    expect(session.url).toBe(`${standin.baseUrl}/checkout/${session.id}`)

    // Paying on the stand-in's page, as a browser does.
    const pay = await fetch(session.url!)
    const html = await pay.text()
    expect(html).toContain('<title>Stripe stand-in checkout</title>')
    expect(html).toContain('19.00 EUR / month')
    expect(html).toContain(`action="/checkout/${session.id}/pay"`)
    const before = received.length
    const paid = await fetch(`${standin.baseUrl}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/app/plan?session=${session.id}`)

    const [created, completed] = eventsSince(before)
    expect(received.length - before).toBe(2)
    expect(created.type).toBe('customer.subscription.created')
    expect(completed.type).toBe('checkout.session.completed')
    expect(completed.api_version).toBe(Stripe.API_VERSION)
    const completedSession = completed.data.object as Stripe.Checkout.Session
    expect(completedSession).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: '7' })

    const subscription = await stripe.subscriptions.retrieve(completedSession.subscription as string)
    expect(subscription).toMatchObject({ status: 'active', customer: customer.id, metadata: { user: '7' }, cancel_at_period_end: false })
    const [item] = subscription.items.data
    expect(item.price.id).toBe(monthly.id)
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86_400)
    expect(item.current_period_end - item.current_period_start).toBeLessThanOrEqual(31 * 86_400)

    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: yearly.id }],
      proration_behavior: 'create_prorations',
    })
    expect(switched.items.data).toHaveLength(1)
    expect(switched.items.data[0]).toMatchObject({ id: item.id, price: { id: yearly.id } })
    const yearLong = switched.items.data[0].current_period_end - switched.items.data[0].current_period_start
    expect([year, year + 86_400]).toContain(yearLong)

    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: ending.items.data[0].current_period_end })
    await standin.idle()
    const updates = eventsSince(before + 2)
    expect(updates.map((event) => event.type)).toEqual(['customer.subscription.updated', 'customer.subscription.updated'])
    expect(updates[1].data.previous_attributes).toEqual({ cancel_at_period_end: false, cancel_at: null })

    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/app/plan' })
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, url: `${standin.baseUrl}/portal/${portal.id}` })
    expect(await (await fetch(portal.url)).text()).toContain('href="http://localhost:3000/app/plan"')

    const canceled = await stripe.subscriptions.cancel(subscription.id)
    expect(canceled.status).toBe('canceled')
    await standin.idle()
    expect(eventsSince(before + 4).map((event) => event.type)).toEqual(['customer.subscription.deleted'])
  })

  it('should complete a checkout without a browser and let a test move a subscription to past_due', async () => {
    const { yearly } = await catalogue()
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: yearly.id }] })
    const before = received.length
    const completed = await standin.completeCheckout(session.id)
    expect(received.length - before).toBe(2)
    expect(completed.customer).toMatch(/^cus_/)
    await expect(standin.completeCheckout(session.id)).rejects.toThrow(/not open/)

    const late = await standin.advanceSubscription(completed.subscription as string, { status: 'past_due' })
    expect(late.status).toBe('past_due')
    const [updated] = eventsSince(before + 2)
    expect(updated.type).toBe('customer.subscription.updated')
    expect((updated.data.object as Stripe.Subscription).status).toBe('past_due')
    expect(updated.data.previous_attributes).toEqual({ status: 'active' })
  })

  it('should answer 404 for an unknown subscription, which the client throws as StripeInvalidRequestError', async () => {
    const attempt = stripe.subscriptions.retrieve('sub_missing')
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    await expect(attempt).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    })
  })

  it('should sign events so that an old timestamp or another secret is refused', async () => {
    const before = received.length
    const fresh = await standin.sendEvent('customer.updated', { id: 'cus_x', object: 'customer' }, { id: 'evt_fresh' })
    const stale = await standin.sendEvent(
      'customer.updated',
      { id: 'cus_x', object: 'customer' },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    )
    const forged = await standin.sendEvent('customer.updated', { id: 'cus_x', object: 'customer' }, { secret: 'whsec_other' })
    expect([fresh.status, stale.status, forged.status]).toEqual([200, 200, 200])

    const [good, old, other] = received.slice(before)
    expect(stripe.webhooks.constructEvent(good.body, good.signature, secret).id).toBe('evt_fresh')
    expect(() => stripe.webhooks.constructEvent(old.body, old.signature, secret)).toThrow(/tolerance/)
    expect(() => stripe.webhooks.constructEvent(other.body, other.signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })
})
