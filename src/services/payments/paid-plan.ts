import { AppError, notFound } from '@/lib/errors/app-error'

import { FREE_PLAN, findPlan, type Plan } from './plans'

/** The plan a checkout or change asks for: 404 when there is no such plan, 400 for the free one (nothing to pay). */
export function paidPlan(name: string): Plan {
  const plan = findPlan(name)
  if (!plan) throw notFound('payments.unknownPlan')
  if (plan === FREE_PLAN) throw new AppError('invalid', 'payments.freePlan')
  return plan
}
