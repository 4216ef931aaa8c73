import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { cancelSubscription } from '@/services/payments/cancel'

export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'post',
  path: '/payments/cancel',
  summary: 'Cancels the caller’s subscription',
  tag: 'payments',
  auth: true,
  responses: {
    200: { description: 'Cancelled', schema: z.object({ success: z.literal(true) }) },
    401: { description: 'Not signed in' },
    409: { description: 'No subscription to cancel' },
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ user }) => {
    await cancelSubscription(user)
    return { success: true }
  },
})
