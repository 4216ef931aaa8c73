import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import type { Plan, Schedule } from './plans'
import { stripeSettings } from './stripe/config'
import { stripeProvider } from './stripe/provider'

/**
 * What the payment calls need from a provider. `account` is always the team's owner, whose plan
 * the team uses. Stripe implements it (stripe/provider.ts); a provider that sends the browser to
 * a page of its own (such as transactioncloud) answers that page as both `id` and `url`, so
 * the calls stay as they are.
 */
export type PaymentProvider = {
  /** What the browser may know: the provider's name and its publishable key. */
  publicConfig: { provider: 'stripe'; api_key: string }
  /** A checkout: its id and the page where the buyer pays. */
  checkout(input: {
    payload: Payload
    account: User
    plan: Plan
    schedule: Schedule
    seats?: number
    locale: Locale
  }): Promise<{ id: string; url: string | null }>
  /** Moves the subscription to another price; answers the account as stored afterwards. */
  changePlan(input: { payload: Payload; account: User; plan: Plan; schedule: Schedule }): Promise<User>
  /** Ends the subscription at the end of the period paid for; answers the account as stored afterwards. */
  cancel(input: { payload: Payload; account: User }): Promise<User>
  /** The provider's page where the customer manages cards and invoices. */
  portalUrl(input: { account: User; locale: Locale }): Promise<string>
}

/** The provider that takes payments, or null while payments are off (no STRIPE_SECRET_KEY): the plan page then lists the plans and says so. */
export function paymentProvider(): PaymentProvider | null {
  const settings = stripeSettings()
  return settings && stripeProvider(settings)
}

/** The configured provider, or the 503 every payment call gives while there is none. */
export function requireProvider(): PaymentProvider {
  const provider = paymentProvider()
  if (!provider) throw new AppError('unavailable', 'payments.notConfigured')
  return provider
}
