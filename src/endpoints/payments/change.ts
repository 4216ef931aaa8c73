import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { changePlan } from '@/services/payments/change'
import { SCHEDULES } from '@/services/payments/plans'

export const changePlanEndpoint = defineEndpoint({
  method: 'post',
  path: '/payments/plans/change/:plan/:schedule',
  summary: 'Moves the caller’s subscription to another plan or payment schedule',
  tag: 'payments',
  auth: true,
  params: z.strictObject({ plan: z.string().max(40), schedule: z.enum(SCHEDULES, { error: 'payments.invalidSchedule' }) }),
  responses: {
    200: {
      description: 'The new plan',
      schema: z.object({ plan: z.object({ plan_name: z.string(), status: z.string(), payment_schedule: z.string().nullable() }) }),
    },
    400: { description: 'Schedule not monthly or yearly, or the free plan (cancel instead)' },
    401: { description: 'Not signed in' },
    403: { description: 'A team member: the owner manages the plan' },
    404: { description: 'No such plan' },
    409: { description: 'No subscription to change, or already this plan and schedule' },
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ req, user, params }) => ({
    plan: await changePlan(req.payload, { user, planName: params.plan, schedule: params.schedule }),
  }),
})
