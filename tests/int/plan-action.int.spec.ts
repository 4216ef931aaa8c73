import { describe, expect, it } from 'vitest'

import { isCurrentPlan, planAction } from '@/components/app/plan/plan-action'

const active = { plan_name: 'pro', status: 'active', payment_schedule: 'monthly', period_end: null, cancel_at_period_end: false } as const

describe('planAction (what a plan card offers, docs/product.md#states)', () => {
  it('should offer checkout for paid plans and keep the free plan selected without a subscription', () => {
    expect(planAction('pro', 'monthly', null)).toBe('select')
    expect(planAction('free', 'yearly', null)).toBe('selected')
    expect(planAction('business', 'monthly', { ...active, status: 'canceled' })).toBe('select')
    expect(isCurrentPlan('free', null)).toBe(true)
  })

  it('should mark the subscribed plan and schedule selected and offer a change elsewhere', () => {
    for (const current of [active, { ...active, status: 'pending' } as const]) {
      expect(planAction('pro', 'monthly', current)).toBe('selected')
      expect(planAction('pro', 'yearly', current)).toBe('change')
      expect(planAction('business', 'monthly', current)).toBe('change')
      expect(planAction('free', 'monthly', current)).toBe('cancel')
      expect(isCurrentPlan('pro', current)).toBe(true)
    }
  })
})
