import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { planOverview } from '@/services/payments/overview'

const Plan = z.object({
  name: z.string().describe('Stable plan id, used in checkout and change paths and as current_plan.plan_name'),
  title: z.string().describe('The plan’s name in the language of the request'),
  prices: z.object({ monthly: z.number(), yearly: z.number() }).describe('Whole US dollars per period'),
  limits: z.array(z.object({ limit: z.number().int(), description: z.string() })),
})
const CurrentPlan = z.object({
  plan_name: z.string(),
  status: z.enum(['active', 'pending', 'canceled']),
  payment_schedule: z.enum(['monthly', 'yearly']).nullable(),
  period_end: z.string().nullable().describe('When the period paid for ends: the next payment, or the end of a cancelled plan'),
  cancel_at_period_end: z.boolean(),
})
const Provider = z.object({ provider: z.literal('stripe'), api_key: z.string().describe('The publishable key') })

export const plansEndpoint = defineEndpoint({
  method: 'get',
  path: '/payments/plans',
  summary: 'The plans, the caller’s team’s subscription and the payment provider (null while payments are not configured)',
  tag: 'payments',
  auth: true,
  responses: {
    200: {
      description: 'The plan page',
      schema: z.object({
        plans: z.array(Plan),
        current_plan: CurrentPlan.nullable(),
        manages_plan: z.boolean().describe('false for a team member: the team’s owner chooses and pays for the plan'),
        provider: Provider.nullable(),
      }),
    },
    401: { description: 'Not signed in' },
  },
  handler: async ({ req, user, locale }) => planOverview(req.payload, user, locale),
})
