import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import type { User } from '@/payload-types'

import type { SubscriptionState } from './subscription-state'

/*
 * The account a subscription belongs to is the team's owner (its members use the owner's plan).
 * These reads and writes are the app's own bookkeeping: the Stripe ids are admin-only fields
 * nobody may write through the API, so they go through the Local API with access skipped.
 */

/** The account that holds this Stripe customer, or null (a customer made outside the app). */
export async function accountOfCustomer(payload: Payload, customerId: string, req?: PayloadRequest): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { 'subscription.stripe_customer_id': { equals: customerId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * The account's Stripe customer, made on its first checkout and kept. The idempotency key makes
 * two checkouts started at once (two tabs) end with one customer.
 */
export async function customerOf(payload: Payload, stripe: Stripe, account: User): Promise<string> {
  const kept = account.subscription?.stripe_customer_id
  if (kept) return kept
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ') || undefined
  const customer = await stripe.customers.create(
    { email: account.email, name, metadata: { userId: String(account.id) } },
    { idempotencyKey: `bizness-customer-${account.id}` },
  )
  await payload.update({
    collection: 'users',
    id: account.id,
    data: { subscription: { ...account.subscription, stripe_customer_id: customer.id } },
    overrideAccess: true,
  })
  return customer.id
}

/** Writes the subscription's state on the account (inside `req`'s transaction when it has one). */
export async function storeSubscriptionState(
  payload: Payload,
  account: User,
  state: SubscriptionState,
  req?: PayloadRequest,
): Promise<User> {
  return payload.update({
    collection: 'users',
    id: account.id,
    data: { subscription: { ...account.subscription, ...state } },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
