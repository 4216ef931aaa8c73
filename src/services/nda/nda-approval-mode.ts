import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/lib/database/in-transaction'
import type { NdaApprovalMode } from '@/lib/nda/states'
import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'

import { teamListing } from './team-listing'

/**
 * The listing's team chooses how buyers who accept its NDA get in: at once, or each by approval.
 * A setting beside the listing's content (no new version of it, so a form open elsewhere still
 * saves), logged as the team's save. Buyers already let in keep their access.
 */
export async function setNdaApproval(req: PayloadRequest, user: User, listingId: number, mode: NdaApprovalMode): Promise<void> {
  const listing = await teamListing(req.payload, user, listingId, req)
  const before = listing.nda_approval ?? 'instant'
  if (before === mode) return
  await inTransaction(req, async () => {
    // teamListing has proven the caller is of the listing's team; a team-mate's own field access
    // would drop this write of a field the owner's team may set.
    await req.payload.update({
      collection: 'listings',
      id: listing.id,
      data: { nda_approval: mode },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(req, {
      action: 'listing_save',
      documentCollection: 'listings',
      documentId: listing.id,
      subject: listing.ownerId,
      summary: listing.title,
      changes: { nda_approval: { before, after: mode } },
    })
  })
}
