import { ApiError, notFound } from '@/lib/api/api-error'

import { FREE_PLAN, findPlan, type Plan } from './plans'

/** The plan a checkout or change asks for: 404 when there is no such plan, 400 for the free one (nothing to pay). */
export function paidPlan(name: string): Plan {
  const plan = findPlan(name)
  if (!plan) throw notFound('payments.unknownPlan')
  if (plan === FREE_PLAN) throw new ApiError(400, 'payments.freePlan')
  return plan
}
