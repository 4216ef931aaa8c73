/** How the app reaches Stripe, from the environment; null while STRIPE_SECRET_KEY is unset (payments off). */
export type StripeSettings = {
  secretKey: string
  /** Verifies webhook signatures; without it webhooks are refused (503), payments still start. */
  webhookSecret: string | null
  publishableKey: string
  /** STRIPE_API_URL: a stand-in that speaks Stripe's API (tests, development without an account); null for Stripe itself. */
  apiUrl: URL | null
}

export function stripeSettings(): StripeSettings | null {
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim()
  if (!secretKey) return null
  const apiUrl = process.env.STRIPE_API_URL?.trim()
  return {
    secretKey,
    webhookSecret: process.env.STRIPE_WEBHOOKS_SIGNING_SECRET?.trim() || null,
    publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
    apiUrl: apiUrl ? new URL(apiUrl) : null,
  }
}
