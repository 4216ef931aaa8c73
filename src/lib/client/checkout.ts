'use client'

export type PaymentProviderConfig = { provider: string; api_key: string }

type StripeJs = { redirectToCheckout(options: { sessionId: string }): Promise<{ error?: { message?: string } }> }

declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/'

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(src))
    document.head.append(script)
  })
}

/**
 * Sends the browser to pay (spec section 7): a checkout answer that is a page address is
 * followed; a card provider's session id goes to its checkout through the provider's script,
 * 500 ms after it loads, as the spec's client does.
 */
export async function goToCheckout(provider: PaymentProviderConfig, id: string): Promise<void> {
  if (/^https:\/\//.test(id)) {
    window.location.assign(id)
    return
  }
  if (!window.Stripe) await loadScript(STRIPE_JS)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const stripe = window.Stripe?.(provider.api_key)
  if (!stripe) throw new Error('Stripe.js')
  const { error } = await stripe.redirectToCheckout({ sessionId: id })
  if (error) throw new Error(error.message)
}
