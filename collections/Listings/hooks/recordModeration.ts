import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'
import { sendStatementOfReasons } from '@/services/moderation/statement-of-reasons'

/**
 * Hiding and republishing a listing is logged with the reason and told to the owner with the
 * reason and how to contest it (edits are logged by recordListingEdit).
 */
export const recordModeration: CollectionAfterChangeHook<Listing> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const ownerId = relationId(doc.owner)
  const about = { documentCollection: 'listings' as const, documentId: doc.id, subject: ownerId, summary: doc.title }
  if (doc.status === previousDoc.status) return doc
  const hidden = doc.status === 'hidden'
  const reason = hidden ? doc.moderationReason : previousDoc.moderationReason
  const note = hidden ? doc.moderationNote : previousDoc.moderationNote
  await recordAudit(req, { ...about, action: hidden ? 'listing_hide' : 'listing_publish', reason, reasonText: note })
  // People's decisions are told; server code acting for nobody (the seed, scripts) is only logged.
  if (ownerId === undefined || !req.user) return doc
  const owner = await req.payload.findByID({ collection: 'users', id: ownerId, req, overrideAccess: true, depth: 0, disableErrors: true })
  if (owner) {
    await sendStatementOfReasons(req, owner, hidden ? 'listingHidden' : 'listingPublished', {
      title: doc.title,
      reason: doc.moderationReason,
      note: doc.moderationNote,
    })
  }
  return doc
}
