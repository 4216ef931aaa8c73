import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser } from '@/lib/account/roles'
import type { Listing } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'

/**
 * A deleted listing leaves a line in the audit log, inside the deletion's transaction: who
 * deleted whose listing and what it was called, so a moderator asked about a listing that is gone
 * can tell whether its seller or staff removed it. An account's erasure deletes its listings the
 * same way, and then blanks what its entries say of the person (src/services/account/erase-account.ts).
 * Server code acting for nobody (the seed, scripts) is not logged.
 */
export const recordListingDeletion: CollectionAfterDeleteHook<Listing> = async ({ doc, req }) => {
  if (!activeUser(req)) return doc
  await recordAudit(req, {
    action: 'listing_delete',
    documentCollection: 'listings',
    documentId: doc.id,
    subject: relationId(doc.owner),
    summary: doc.title,
  })
  return doc
}
