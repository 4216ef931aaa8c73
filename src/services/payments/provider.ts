import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import type { Plan, Schedule } from './plans'
import type { CurrentPlan } from './subscription'

/** What the payment calls need from a card provider; the Stripe adapter implements it. */
export type PaymentProvider = {
  /** What the browser needs to start a checkout: the provider's name and its publishable key. */
  publicConfig: { provider: 'stripe'; api_key: string }
  /** A checkout session id for the provider's script (or a page to redirect to). */
  checkout(input: { user: User; plan: Plan; schedule: Schedule; seats?: number }): Promise<{ id: string }>
  changePlan(input: { user: User; plan: Plan; schedule: Schedule }): Promise<CurrentPlan>
  cancel(user: User): Promise<void>
  /** The provider's page where the customer manages cards and invoices. */
  portalUrl(user: User): Promise<string>
}

/**
 * The provider that takes payments, or null while payments are off: the plan page then lists
 * the plans without a provider and every payment call answers 503. The Stripe adapter, keyed on
 * STRIPE_SECRET_KEY, arrives with the payment flows; until then no key turns payments on.
 */
export function paymentProvider(): PaymentProvider | null {
  return null
}

/** The configured provider, or the 503 every payment call gives while there is none. */
export function requireProvider(): PaymentProvider {
  const provider = paymentProvider()
  if (!provider) throw new AppError('unavailable', 'payments.notConfigured')
  return provider
}
