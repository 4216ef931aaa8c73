import type { CollectionBeforeDeleteHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { isLocale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { AppError } from '@/lib/errors/app-error'
import { FREE_PLAN_NAME } from '@/services/payments/plans'

/**
 * The free plan is what every account without a subscription has (services/payments/plans), so
 * deleting it is refused (403) with a message in the panel's language, the REST routes included.
 */
export const keepFreePlan: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Outside the request's transaction: a bulk delete runs this hook for its documents side by side,
  // and one transaction's connection takes one query at a time.
  const plan = await req.payload.findByID({ collection: 'plans', id, depth: 0, select: { name: true }, disableErrors: true })
  if (plan?.name !== FREE_PLAN_NAME) return
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : requestLocale(req)
  throw new AppError('forbidden', translate(locale, 'admin.plans.freePlanKept'), { translated: true })
}
