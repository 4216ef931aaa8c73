import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { AppError } from '@/lib/errors/app-error'
import { stripeSettings } from '@/services/payments/stripe/config'
import { handleStripeEvent, verifiedEvent } from '@/services/payments/stripe/webhook'

export const stripeWebhookEndpoint = defineEndpoint({
  method: 'post',
  path: '/payments/webhook',
  summary: 'Stripe’s webhook: subscription and payment events, signed (Stripe-Signature over the raw body)',
  tag: 'payments',
  auth: false,
  rawBody: true,
  responses: {
    200: {
      description: 'Handled once: applied, ignored (a type not handled, or a customer no account holds) or a duplicate',
      schema: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'ignored', 'unknownCustomer', 'duplicate']) }),
    },
    400: { description: 'The signature is missing, wrong or too old' },
    503: { description: 'Payments or webhooks are not configured' },
  },
  handler: async ({ req, rawBody }) => {
    // Anything unsigned is refused as such, whether or not payments are configured here.
    const signature = req.headers.get('stripe-signature')
    if (!signature) throw new AppError('invalid', 'payments.badSignature')
    const settings = stripeSettings()
    if (!settings) throw new AppError('unavailable', 'payments.notConfigured')
    const event = verifiedEvent(settings, rawBody, signature)
    return { received: true, outcome: await handleStripeEvent(req.payload, settings, event) }
  },
})
