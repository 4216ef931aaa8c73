import type { CollectionBeforeChangeHook } from 'payload'

import { refusalLocale } from '@/i18n/refusal-locale'
import { requestDb } from '@/lib/database/request-db'
import { AppError } from '@/lib/errors/app-error'
import { activeUser, hasRole } from '@/lib/account/roles'
import type { Listing } from '@/payload-types'
import { registryRefusal } from '@/services/registry/terms-check'

/**
 * The terms' rules the Register of Enterprises can check, on every save a seller makes (the save
 * call, REST, a renewal): a company not found, no longer active, without last year's report or
 * under EUR 50 000 turnover is refused with the reason, so no moderator ever sees the listing.
 * Only while register data is loaded (terms-check.ts). Staff and server code acting for nobody
 * (the seed, the import hiding a listing) are not held up by it.
 */
export const checkRegistry: CollectionBeforeChangeHook<Listing> = async ({ data, originalDoc, req }) => {
  const user = activeUser(req)
  if (!user || hasRole(user, 'admin', 'moderator')) return data
  const number = data.registration_number === undefined ? originalDoc?.registration_number : data.registration_number
  if (!number) return data
  const locale = refusalLocale(req)
  const refusal = await registryRefusal(req.payload, number, locale, { db: await requestDb(req) })
  if (refusal) {
    throw new AppError('invalid', refusal.key, { vars: refusal.vars, code: refusal.code, errors: { registration_number: refusal.key } })
  }
  return data
}
