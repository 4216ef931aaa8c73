import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { payingAccount } from './account'
import { paidPlan } from './paid-plan'
import type { Schedule } from './plans'
import { requireProvider } from './provider'
import { isSubscribed } from './subscription'

/** Starts paying for a plan: the checkout's id and page. A subscriber changes their plan instead (409), so nobody pays twice. */
export async function startCheckout(
  payload: Payload,
  input: { user: User; planName: string; schedule: Schedule; seats?: number; locale: Locale },
): Promise<{ id: string; url: string | null }> {
  const account = payingAccount(input.user)
  const plan = await paidPlan(payload, input.planName)
  if (isSubscribed(account)) throw new AppError('conflict', 'payments.alreadySubscribed')
  return requireProvider().checkout({ payload, account, plan, schedule: input.schedule, seats: input.seats, locale: input.locale })
}
