import Stripe from 'stripe'

import type { StripeSettings } from './config'

let memo: { key: string; client: Stripe } | undefined

/**
 * The official client for these settings, made once per key and address. Retries once on a
 * network error (with the idempotency keys the calls send, a retried create is not doubled)
 * and gives up after 10 s, so a page waiting on Stripe never hangs.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey} ${settings.apiUrl?.href ?? ''}`
  if (memo?.key === key) return memo.client
  const { apiUrl } = settings
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Bizness' },
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
      protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    }),
  })
  memo = { key, client }
  return client
}
