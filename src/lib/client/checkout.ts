'use client'

export type PaymentProviderConfig = { provider: string; api_key: string }

/** The pause (docs/product.md#calls) before the browser leaves for the provider's page. */
const CHECKOUT_DELAY_MS = 500

/**
 * Sends the browser to pay (docs/product.md#calls): 500 ms after the checkout call answers, to the
 * provider's page it named. Stripe.js retired redirectToCheckout in 2025, so no script of the
 * provider's is loaded; a provider that answers only a page address (such as
 * transactioncloud) gives it as both id and url.
 */
export async function goToCheckout({ url }: { id: string; url: string | null }): Promise<void> {
  if (!url) throw new Error('checkout without a page')
  await new Promise((resolve) => setTimeout(resolve, CHECKOUT_DELAY_MS))
  window.location.assign(url)
}
