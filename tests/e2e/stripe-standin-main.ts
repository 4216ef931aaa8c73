/**
 * The Stripe stand-in as a process of its own, for the browser tests (playwright.config.ts starts
 * it beside the app): the app's Stripe client talks to it (STRIPE_API_URL), the browser pays on
 * its checkout page, and it signs and sends its webhooks to the app.
 */
import { startStripeStandIn } from '../helpers/stripe-standin'

async function main() {
  const standin = await startStripeStandIn({
    port: Number(process.env.E2E_STRIPE_PORT),
    webhookUrl: process.env.E2E_STRIPE_WEBHOOK_URL,
    webhookSecret: String(process.env.STRIPE_WEBHOOKS_SIGNING_SECRET),
    apiKey: process.env.STRIPE_SECRET_KEY,
  })
  console.log(`Stripe stand-in at ${standin.baseUrl}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standin.close().finally(() => process.exit(0)))
}

void main()
