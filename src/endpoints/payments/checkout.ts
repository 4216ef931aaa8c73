import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { boundedInt } from '@/lib/form-fields'
import { startCheckout } from '@/services/payments/checkout'
import { SCHEDULES } from '@/services/payments/plans'

export const checkoutEndpoint = defineEndpoint({
  method: 'post',
  path: '/payments/plans/checkout/:plan/:schedule',
  summary: 'Starts paying for a plan: a checkout session for the provider’s script',
  tag: 'payments',
  auth: true,
  params: z.strictObject({ plan: z.string().max(40), schedule: z.enum(SCHEDULES, { error: 'payments.invalidSchedule' }) }),
  body: z.strictObject({ seats: boundedInt('payments.invalidSeats', 100).optional() }),
  responses: {
    200: {
      description: 'The checkout session',
      schema: z.object({ id: z.string(), url: z.string().nullable().describe('The page where the buyer pays') }),
    },
    400: { description: 'Schedule not monthly or yearly, seats not 1..100, or the free plan' },
    401: { description: 'Not signed in' },
    403: { description: 'A team member: the owner manages the plan' },
    404: { description: 'No such plan' },
    409: { description: 'Already subscribed: change the plan instead' },
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ req, user, locale, params, body }) =>
    startCheckout(req.payload, { user, planName: params.plan, schedule: params.schedule, seats: body.seats, locale }),
})
