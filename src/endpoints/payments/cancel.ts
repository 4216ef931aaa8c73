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
    200: {
      description: 'Cancelled at the end of the period paid for: the plan until then',
      schema: z.object({
        success: z.literal(true),
        plan: z.object({ plan_name: z.string(), period_end: z.string().nullable() }).nullable(),
      }),
    },
    403: { description: 'A team member: the owner manages the plan' },
    401: { description: 'Not signed in' },
    409: { description: 'No subscription to cancel' },
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ req, user }) => ({ success: true, plan: await cancelSubscription(req.payload, user) }),
})
