import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import qs from 'qs'
import Stripe from 'stripe'

/*
 * A local stand-in for the part of Stripe's v1 API our subscriptions use, so tests never reach the
 * network: the real `stripe` client talks to it through `clientOptions`. Objects carry the fields
 * of the API version stripe@23.1.0 pins (Stripe.API_VERSION), picked from the library's own types,
 * so a field Stripe renames fails the typecheck. In that version the billing period lives on each
 * subscription item, not on the subscription.
 */

type Params = qs.ParsedQs
type List<T> = { object: 'list'; data: T[]; has_more: boolean; url: string }

type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'description' | 'email' | 'livemode' | 'metadata' | 'name'>
type Product = Pick<Stripe.Product, 'id' | 'object' | 'active' | 'created' | 'description' | 'livemode' | 'metadata' | 'name' | 'updated'>
type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'type'
  | 'unit_amount'
>
type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates'
> & { price: Price }
type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'start_date'
  | 'status'
> & { items: List<SubscriptionItem> }
type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_status'
  | 'status'
  | 'subscription'
  | 'success_url'
  | 'url'
>
type PortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'created' | 'customer' | 'livemode' | 'return_url' | 'url'>
type StandInEvent = Pick<Stripe.EventBase, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: string
  data: { object: object; previous_attributes?: Record<string, unknown> }
}
type Delivery = { event: StandInEvent; status: number; body: string }
type Signing = { secret?: string; timestamp?: number }
type SubscriptionPatch = Partial<Pick<Subscription, 'status' | 'cancel_at_period_end'>> & { current_period_end?: number }
/** What a checkout session will subscribe to once paid; Stripe keeps this off the session object. */
type Order = { price: Price; quantity: number; metadata: Stripe.Metadata }

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

type ErrorBody = { type: 'invalid_request_error'; message: string; code?: string; param?: string }

/** An answer in Stripe's error shape, from which the client builds the matching StripeError class. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorBody,
  ) {
    super(error.message)
  }
}

const invalid = (message: string, param?: string) => new Refusal(400, { type: 'invalid_request_error', message, param })
const noSuch = (kind: string, id: string, param: string, status: number) =>
  new Refusal(status, { type: 'invalid_request_error', message: `No such ${kind}: '${id}'`, code: 'resource_missing', param })

/** A record by id; an unknown id is a 404 when it is the path's, a 400 when a parameter names it. */
function find<T>(map: Map<string, T>, kind: string, id: string | undefined, param = 'id'): T {
  if (id === undefined) throw invalid(`Missing required param: ${param}.`, param)
  const value = map.get(id)
  if (value === undefined) throw noSuch(kind, id, param, param === 'id' ? 404 : 400)
  return value
}

function text(params: Params, key: string): string | undefined {
  const value = params[key]
  return typeof value === 'string' ? value : undefined
}

const strings = (value: Params[string]) => (Array.isArray(value) ? value : [value]).filter((entry) => typeof entry === 'string')
const objects = (value: Params[string]) => (Array.isArray(value) ? value : []).filter((entry) => typeof entry === 'object')

function flag(params: Params, key: string): boolean | undefined {
  const value = params[key]
  if (value === undefined) return undefined
  if (value === 'true' || value === 'false') return value === 'true'
  throw invalid(`Invalid boolean: ${String(value)}`, key)
}

function integer(params: Params, key: string): number | undefined {
  const value = params[key]
  if (value === undefined) return undefined
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  throw invalid(`Invalid integer: ${String(value)}`, key)
}

/** Stripe's rule: an empty value unsets that key, and an empty `metadata` unsets them all. */
function mergeMetadata(current: Stripe.Metadata, patch: Params[string]): Stripe.Metadata {
  if (patch === '') return {}
  if (typeof patch !== 'object' || Array.isArray(patch)) return current
  const next = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value === '') delete next[key]
    else next[key] = String(value)
  }
  return next
}

/** The top-level fields that changed, with their old values, as in an event's `previous_attributes`. */
function changedFrom(before: object, after: object): Record<string, unknown> {
  const current = after as Record<string, unknown>
  return Object.fromEntries(Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key])))
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`
const now = () => Math.floor(Date.now() / 1000)

/** Adds one billing interval the way Stripe does: 31 January plus a month is the last day of February. */
function addInterval(start: number, { interval, interval_count }: Stripe.Price.Recurring): number {
  if (interval === 'day' || interval === 'week') return start + interval_count * (interval === 'week' ? 7 : 1) * 86_400
  const date = new Date(start * 1000)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + interval_count * (interval === 'year' ? 12 : 1))
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return Math.floor(date.getTime() / 1000)
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export async function startStripeStandIn(options: { webhookUrl?: string; webhookSecret: string; apiKey?: string; port?: number }) {
  const customers = new Map<string, Customer>()
  const products = new Map<string, Product>()
  const prices = new Map<string, Price>()
  const checkoutSessions = new Map<string, CheckoutSession>()
  const subscriptions = new Map<string, Subscription>()
  const portalSessions = new Map<string, PortalSession>()
  const requests: { method: string; path: string; params: Params }[] = []
  /** Every webhook sent, with the app's answer; status 0 when the webhook URL did not answer. */
  const deliveries: Delivery[] = []
  const orders = new Map<string, Order>()
  /** Successful POST answers by Idempotency-Key; Stripe does not keep refused ones either. */
  const replies = new Map<string, { request: string; body: unknown }>()
  let webhookUrl = options.webhookUrl
  let queue: Promise<unknown> = Promise.resolve()
  let baseUrl = ''

  function makeEvent(type: string, object: object, fields: { id?: string; created?: number; previous?: object } = {}): StandInEvent {
    const previous = fields.previous && changedFrom(fields.previous, object)
    return {
      id: fields.id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: fields.created ?? now(),
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
  }

  async function deliver(event: StandInEvent, signing: Signing): Promise<Delivery> {
    const payload = JSON.stringify(event, null, 2)
    const secret = signing.secret ?? options.webhookSecret
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: signing.timestamp })
    let delivery: Delivery
    try {
      const response = await fetch(webhookUrl ?? '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      })
      delivery = { event, status: response.status, body: await response.text() }
    } catch (error) {
      delivery = { event, status: 0, body: String(error) }
    }
    deliveries.push(delivery)
    return delivery
  }

  /** Sends webhooks one after another, in the order they were raised, as Stripe's tests rely on. */
  function enqueue(event: StandInEvent, signing: Signing = {}): Promise<Delivery> {
    const delivery = queue.then(() => deliver(event, signing))
    queue = delivery
    return delivery
  }

  /** Raises the event Stripe sends after a change; like Stripe, the API answer does not wait for it. */
  function notify(type: string, object: object, previous?: object): Promise<unknown> {
    if (previous && Object.keys(changedFrom(previous, object)).length === 0) return queue
    if (webhookUrl) enqueue(makeEvent(type, object, { previous }))
    return queue
  }

  function createCustomer(params: Params): Customer {
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      description: text(params, 'description') ?? null,
      email: text(params, 'email') ?? null,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: text(params, 'name') ?? null,
    }
    customers.set(customer.id, customer)
    return customer
  }

  function createProduct(params: Params): Product {
    const name = text(params, 'name')
    if (!name) throw invalid('Missing required param: name.', 'name')
    const created = now()
    const product: Product = {
      id: newId('prod'),
      object: 'product',
      active: flag(params, 'active') ?? true,
      created,
      description: text(params, 'description') ?? null,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name,
      updated: created,
    }
    products.set(product.id, product)
    return product
  }

  function createPrice(params: Params): Price {
    const product = find(products, 'product', text(params, 'product'), 'product')
    const currency = text(params, 'currency')
    if (!currency) throw invalid('Missing required param: currency.', 'currency')
    const recurring = typeof params.recurring === 'object' && !Array.isArray(params.recurring) ? params.recurring : undefined
    const interval = recurring && text(recurring, 'interval')
    if (recurring && !['day', 'week', 'month', 'year'].includes(interval ?? ''))
      throw invalid('Invalid recurring[interval].', 'recurring[interval]')
    const lookupKey = text(params, 'lookup_key') ?? null
    const holder = [...prices.values()].find((price) => lookupKey !== null && price.lookup_key === lookupKey)
    if (holder && !flag(params, 'transfer_lookup_key'))
      throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key')
    if (holder) holder.lookup_key = null
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: flag(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: currency.toLowerCase(),
      livemode: false,
      lookup_key: lookupKey,
      metadata: mergeMetadata({}, params.metadata),
      nickname: text(params, 'nickname') ?? null,
      product: product.id,
      recurring: recurring
        ? {
            interval: interval as Stripe.Price.Recurring.Interval,
            interval_count: integer(recurring, 'interval_count') ?? 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: integer(params, 'unit_amount') ?? null,
    }
    prices.set(price.id, price)
    return price
  }

  function listPrices(params: Params): List<Price> {
    const keys = strings(params.lookup_keys)
    const active = flag(params, 'active')
    const data = [...prices.values()]
      .filter((price) => keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key)))
      .filter((price) => active === undefined || price.active === active)
      .reverse()
    return { object: 'list', data, has_more: false, url: '/v1/prices' }
  }

  function createCheckoutSession(params: Params): CheckoutSession {
    if (text(params, 'mode') !== 'subscription') throw invalid('The stand-in runs checkout in subscription mode only.', 'mode')
    const lines = objects(params.line_items)
    if (lines.length !== 1) throw invalid('The stand-in takes exactly one line item: line_items[0][price].', 'line_items')
    const price = find(prices, 'price', text(lines[0], 'price'), 'line_items[0][price]')
    if (!price.recurring)
      throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items[0][price]')
    const customer = text(params, 'customer')
    if (customer !== undefined) find(customers, 'customer', customer, 'customer')
    const quantity = integer(lines[0], 'quantity') ?? 1
    const subscriptionData =
      typeof params.subscription_data === 'object' && !Array.isArray(params.subscription_data) ? params.subscription_data : {}
    const id = newId('cs_test')
    const created = now()
    const amount = (price.unit_amount ?? 0) * quantity
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(params, 'cancel_url') ?? null,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      created,
      currency: price.currency,
      customer: customer ?? null,
      customer_email: text(params, 'customer_email') ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      mode: 'subscription',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: text(params, 'success_url') ?? null,
      url: `${baseUrl}/checkout/${id}`,
    }
    checkoutSessions.set(id, session)
    orders.set(id, { price, quantity, metadata: mergeMetadata({}, subscriptionData.metadata) })
    return session
  }

  function createSubscription(customer: string, { price, quantity, metadata }: Order): Subscription {
    const id = newId('sub')
    const start = now()
    const item: SubscriptionItem = {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      current_period_end: addInterval(start, price.recurring!),
      current_period_start: start,
      discounts: [],
      metadata: {},
      price,
      quantity,
      subscription: id,
      tax_rates: [],
    }
    const subscription: Subscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: price.currency,
      customer,
      ended_at: null,
      latest_invoice: null,
      livemode: false,
      metadata,
      start_date: start,
      status: 'active',
      items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    }
    subscriptions.set(id, subscription)
    return subscription
  }

  /** Stripe sets cancel_at to the period's end when a subscription is to stop then. */
  function scheduleCancel(subscription: Subscription, atPeriodEnd: boolean) {
    subscription.cancel_at_period_end = atPeriodEnd
    subscription.cancel_at = atPeriodEnd ? Math.max(...subscription.items.data.map((item) => item.current_period_end)) : null
  }

  function endSubscription(subscription: Subscription) {
    subscription.status = 'canceled'
    subscription.canceled_at ??= now()
    subscription.ended_at ??= now()
  }

  /**
   * Switches the one item to another price, as a plan change does. Stripe would add a second item
   * when items[0][id] is left out; the stand-in refuses, since that bills both prices.
   */
  function switchPrice(subscription: Subscription, items: Params[string]) {
    const [change, ...more] = objects(items)
    if (!change || more.length > 0) throw invalid('The stand-in switches one item: send items[0][id] and items[0][price].', 'items')
    const itemId = text(change, 'id')
    const item = subscription.items.data.find((entry) => entry.id === itemId)
    if (!item) throw itemId ? noSuch('subscription item', itemId, 'items[0][id]', 400) : invalid('Missing items[0][id].', 'items[0][id]')
    const price = find(prices, 'price', text(change, 'price'), 'items[0][price]')
    if (!price.recurring) throw invalid('The price on items[0] must be recurring.', 'items[0][price]')
    const { interval, interval_count } = item.price.recurring!
    item.price = price
    item.quantity = integer(change, 'quantity') ?? item.quantity
    // A different interval starts a new billing period now; the same interval keeps the current one.
    if (price.recurring.interval !== interval || price.recurring.interval_count !== interval_count) {
      const start = now()
      item.current_period_start = start
      item.current_period_end = addInterval(start, price.recurring)
      subscription.billing_cycle_anchor = start
      if (subscription.cancel_at_period_end) scheduleCancel(subscription, true)
    }
  }

  function updateSubscription(params: Params, id: string): Subscription {
    const subscription = find(subscriptions, 'subscription', id)
    if (subscription.status === 'canceled' && Object.keys(params).some((key) => key !== 'metadata'))
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.')
    const proration = text(params, 'proration_behavior')
    if (proration !== undefined && !['always_invoice', 'create_prorations', 'none'].includes(proration))
      throw invalid('Invalid proration_behavior: must be one of always_invoice, create_prorations, or none', 'proration_behavior')
    const before = structuredClone(subscription)
    if (params.items !== undefined) switchPrice(subscription, params.items)
    const atPeriodEnd = flag(params, 'cancel_at_period_end')
    if (atPeriodEnd !== undefined) scheduleCancel(subscription, atPeriodEnd)
    subscription.metadata = mergeMetadata(subscription.metadata, params.metadata)
    void notify('customer.subscription.updated', subscription, before)
    return subscription
  }

  function cancelSubscription(_params: Params, id: string): Subscription {
    const subscription = find(subscriptions, 'subscription', id)
    if (subscription.status === 'canceled') throw invalid(`Subscription ${id} is already canceled.`)
    endSubscription(subscription)
    void notify('customer.subscription.deleted', subscription)
    return subscription
  }

  function createPortalSession(params: Params): PortalSession {
    const customer = find(customers, 'customer', text(params, 'customer'), 'customer')
    const id = newId('bps')
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      created: now(),
      customer: customer.id,
      livemode: false,
      return_url: text(params, 'return_url') ?? null,
      url: `${baseUrl}/portal/${id}`,
    }
    portalSessions.set(id, session)
    return session
  }

  const routes: [string, RegExp, (params: Params, id: string) => object][] = [
    ['POST', /^\/v1\/customers$/, createCustomer],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_, id) => find(customers, 'customer', id)],
    ['POST', /^\/v1\/products$/, createProduct],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_, id) => find(products, 'product', id)],
    ['POST', /^\/v1\/prices$/, createPrice],
    ['GET', /^\/v1\/prices$/, listPrices],
    ['GET', /^\/v1\/prices\/([^/]+)$/, (_, id) => find(prices, 'price', id)],
    ['POST', /^\/v1\/checkout\/sessions$/, createCheckoutSession],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, id) => find(checkoutSessions, 'checkout.session', id)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_, id) => find(subscriptions, 'subscription', id)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
    ['POST', /^\/v1\/billing_portal\/sessions$/, createPortalSession],
  ]

  function callApi(method: string, path: string, params: Params): object {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = method === routeMethod && pattern.exec(path)
      if (match) return handler(params, decodeURIComponent(match[1] ?? ''))
    }
    throw new Refusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
  }

  function authFailure(header: string | undefined): Refusal | undefined {
    if (!options.apiKey || header === `Bearer ${options.apiKey}`) return undefined
    const key = header?.replace(/^Bearer /, '') ?? ''
    const message = key ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` : 'You did not provide an API key.'
    return new Refusal(401, { type: 'invalid_request_error', message })
  }

  function answerApi(request: http.IncomingMessage, url: URL, raw: string): { status: number; body: unknown; replayed?: boolean } {
    const method = request.method ?? 'GET'
    const params = qs.parse(method === 'POST' ? raw : url.search.slice(1))
    requests.push({ method, path: url.pathname, params })
    const refusal = authFailure(request.headers.authorization)
    if (refusal) return { status: refusal.status, body: { error: refusal.error } }
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined
    const fingerprint = `${method} ${url.pathname} ${raw}`
    const earlier = typeof key === 'string' ? replies.get(key) : undefined
    if (earlier && earlier.request !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
      return { status: 400, body: { error: { type: 'idempotency_error', message } } }
    }
    if (earlier) return { status: 200, body: earlier.body, replayed: true }
    try {
      const body = callApi(method, url.pathname, params)
      if (typeof key === 'string') replies.set(key, { request: fingerprint, body: structuredClone(body) })
      return { status: 200, body }
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: { error: error.error } }
      throw error
    }
  }

  /** What paying on Stripe's page does: subscribe, mark the session paid, then send the two webhooks. */
  async function completeCheckout(id: string): Promise<CheckoutSession> {
    const session = checkoutSessions.get(id)
    const order = orders.get(id)
    if (!session || !order) throw new Error(`No such checkout session: '${id}'`)
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}, not open`)
    const customer =
      typeof session.customer === 'string'
        ? session.customer
        : createCustomer(session.customer_email ? { email: session.customer_email } : {}).id
    const subscription = createSubscription(customer, order)
    Object.assign(session, { customer, status: 'complete', payment_status: 'paid', subscription: subscription.id, url: null })
    await notify('customer.subscription.created', subscription)
    await notify('checkout.session.completed', session)
    return session
  }

  async function advanceSubscription(id: string, patch: SubscriptionPatch): Promise<Subscription> {
    const subscription = subscriptions.get(id)
    if (!subscription) throw new Error(`No such subscription: '${id}'`)
    const before = structuredClone(subscription)
    const { current_period_end, cancel_at_period_end, ...fields } = patch
    Object.assign(subscription, fields)
    if (current_period_end !== undefined) for (const item of subscription.items.data) item.current_period_end = current_period_end
    if (cancel_at_period_end !== undefined || (current_period_end !== undefined && subscription.cancel_at_period_end))
      scheduleCancel(subscription, cancel_at_period_end ?? subscription.cancel_at_period_end)
    if (subscription.status === 'canceled') {
      endSubscription(subscription)
      await notify('customer.subscription.deleted', subscription)
    } else await notify('customer.subscription.updated', subscription, before)
    return subscription
  }

  async function sendEvent(type: string, object: object, sending: { id?: string; created?: number } & Signing = {}): Promise<Delivery> {
    if (!webhookUrl) throw new Error('The Stripe stand-in has no webhook URL: pass webhookUrl or call setWebhookUrl')
    return enqueue(makeEvent(type, object, sending), sending)
  }

  async function answerPage(request: http.IncomingMessage, url: URL, response: http.ServerResponse) {
    const html = (status: number, title: string, body: string) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(page(title, body))
    }
    const [, kind, id, action] = /^\/(checkout|portal)\/([^/]+)(\/pay)?$/.exec(url.pathname) ?? []
    if (kind === 'portal' && !action && request.method === 'GET') {
      const session = portalSessions.get(id)
      if (!session) return html(404, 'No such portal session', '')
      const back = session.return_url ? `<a href="${escapeHtml(session.return_url)}">Return</a>` : ''
      return html(200, 'Stripe stand-in billing portal', `<p>Customer ${escapeHtml(session.customer)}</p>${back}`)
    }
    const session = kind === 'checkout' ? checkoutSessions.get(id) : undefined
    const order = orders.get(id)
    if (!session || !order) return html(404, 'Not found', '')
    if (action && request.method === 'POST') {
      if (session.status !== 'open') return html(409, 'Stripe stand-in checkout', `<p>This checkout is ${session.status}.</p>`)
      await completeCheckout(id)
      if (!session.success_url) return html(200, 'Stripe stand-in checkout', '<p>Paid.</p>')
      response.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id) })
      return response.end()
    }
    if (action || request.method !== 'GET') return html(405, 'Method not allowed', '')
    const { price, quantity } = order
    const product = products.get(String(price.product))
    const amount = `${((price.unit_amount ?? 0) / 100).toFixed(2)} ${price.currency.toUpperCase()} / ${price.recurring?.interval}`
    const cancel = session.cancel_url ? ` <a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''
    const form = `<form method="post" action="/checkout/${escapeHtml(id)}/pay"><button type="submit">Pay</button>${cancel}</form>`
    const summary = `<p>${escapeHtml(product?.name ?? price.id)}: ${escapeHtml(amount)} × ${quantity}</p>`
    return html(200, 'Stripe stand-in checkout', session.status === 'open' ? summary + form : `<p>This checkout is ${session.status}.</p>`)
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl)
    readBody(request)
      .then(async (raw) => {
        if (!url.pathname.startsWith('/v1/')) return answerPage(request, url, response)
        const { status, body, replayed } = answerApi(request, url, raw)
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': newId('req'),
          'Stripe-Version': Stripe.API_VERSION,
          ...(replayed && { 'Idempotent-Replayed': 'true' }),
        })
        response.end(JSON.stringify(body, null, 2))
      })
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${port}`

  return {
    port,
    baseUrl,
    /** What STRIPE_API_URL holds for the app, which splits it into host, port and protocol. */
    apiUrl: baseUrl,
    /** Spread into `new Stripe(key, { ...clientOptions })`. */
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' as const },
    customers,
    products,
    prices,
    checkoutSessions,
    subscriptions,
    portalSessions,
    requests,
    deliveries,
    setWebhookUrl(url: string) {
      webhookUrl = url
    },
    /** Signs with the stand-in's secret and the current time unless told otherwise. */
    sendEvent,
    /** Resolves once the session's webhooks were delivered; rejects for a session that is not open. */
    completeCheckout,
    /** Changes a subscription as time or a failed payment would, and sends the webhook Stripe sends. */
    advanceSubscription,
    /** Resolves once every webhook raised so far was delivered; API answers do not wait for them. */
    idle: () => queue.then(() => undefined),
    async close() {
      await queue
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
