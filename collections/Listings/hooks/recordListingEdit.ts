import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser } from '@/lib/account/roles'
import type { Listing } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'
import { changedFields, storedValue } from '@/services/listings/listing-version'

/**
 * Every new version of someone's listing is logged with who made it, what changed and the
 * version before and after: a staff member's edit as moderation (listing_edit), the owner's own
 * save as listing_save, so of two saves made from the same version the log names the one that won.
 * Server code acting for nobody (the seed, scripts) is not logged.
 */
export const recordListingEdit: CollectionAfterChangeHook<Listing> = async ({ doc, previousDoc, operation, req }) => {
  const actor = activeUser(req)
  if (operation !== 'update' || !previousDoc || !actor || doc.version === previousDoc.version) return doc
  const ownerId = relationId(doc.owner)
  const changes = Object.fromEntries([
    ...changedFields(previousDoc, doc).map((field) => [
      field,
      { before: storedValue(field, previousDoc[field]), after: storedValue(field, doc[field]) },
    ]),
    ['version', { before: previousDoc.version, after: doc.version }],
  ])
  await recordAudit(req, {
    action: actor.id === ownerId ? 'listing_save' : 'listing_edit',
    documentCollection: 'listings',
    documentId: doc.id,
    subject: ownerId,
    summary: doc.title,
    changes,
  })
  return doc
}
