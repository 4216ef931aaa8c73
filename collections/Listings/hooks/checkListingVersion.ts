import type { CollectionBeforeChangeHook } from 'payload'

import { refusalLocale } from '@/i18n/refusal-locale'
import type { Listing } from '@/payload-types'
import { changedFields, versionAfter } from '@/services/listings/listing-version'

/**
 * Every write of a listing, by any path (the seller's form, the panel, Payload's REST routes,
 * the server's own updates), goes through the version check of services/listings/listing-version.
 * The version a client sends is only what it claims to have read; the stored one is set here.
 * Runs last, so the row lock is taken after the team's (enforceListingAllowance), as everywhere.
 */
export const checkListingVersion: CollectionBeforeChangeHook<Listing> = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' || !originalDoc) return { ...data, version: 1 }
  data.version = await versionAfter(req, {
    id: originalDoc.id,
    // Payload fills a field the update left out from what it read, so an update naming no version is made from that.
    basedOn: data.version ?? originalDoc.version ?? 1,
    readAt: originalDoc.updatedAt,
    changes: changedFields(originalDoc, { ...originalDoc, ...data }).length > 0,
    locale: refusalLocale(req),
  })
  return data
}
