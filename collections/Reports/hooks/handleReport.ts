import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { isLocale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { relationId } from '@/lib/database/relation-id'
import { activeUser } from '@/lib/account/roles'
import type { Report } from '@/payload-types'
import { actOnHandledReport } from '@/services/moderation/handle-report'

/**
 * A report is handled once: from 'open' to 'actioned' (which needs its listing, and words for
 * the reason 'other', as hiding does) or 'dismissed'. Who and when are stamped here, never
 * taken from the input; a handled report's status stays.
 */
export const stampHandling: CollectionBeforeChangeHook<Report> = ({ collection, data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const status = data.status ?? originalDoc.status
  if (status === originalDoc.status) {
    Object.assign(data, { handledBy: originalDoc.handledBy ?? null, handledAt: originalDoc.handledAt ?? null })
    return data
  }
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : requestLocale(req)
  const fail = (path: string, key: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message: translate(locale, key) }] })
  }
  if (originalDoc.status !== 'open') fail('status', 'reports.alreadyHandled')
  if (status === 'actioned') {
    if (relationId(data.listing ?? originalDoc.listing) === undefined) fail('status', 'reports.noListing')
    const reason = data.reason ?? originalDoc.reason
    const details = data.details === undefined ? originalDoc.details : data.details
    if (reason === 'other' && !details?.trim()) fail('details', 'moderation.reasonTextRequired')
  }
  return { ...data, handledBy: activeUser(req)?.id ?? null, handledAt: new Date().toISOString() }
}

/** The decision's effects (hiding, closing the listing's other reports, the log, the reporter's mail): see handle-report.ts. */
export const actOnHandling: CollectionAfterChangeHook<Report> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'open' || doc.status === 'open') return doc
  await actOnHandledReport(req, { ...doc, status: doc.status })
  return doc
}
