import type { Payload } from 'payload'

import { AppError, notFound } from '@/lib/errors/app-error'

import { findPlan, isFreePlan, type Plan } from './plans'

/** The plan a checkout or change asks for: 404 when there is no such plan, 400 for the free one (nothing to pay). */
export async function paidPlan(payload: Payload, name: string): Promise<Plan> {
  const plan = await findPlan(payload, name)
  if (!plan) throw notFound('payments.unknownPlan')
  if (isFreePlan(plan)) throw new AppError('invalid', 'payments.freePlan')
  return plan
}
