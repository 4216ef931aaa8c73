import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { ndaDecisionMessage } from '@/email/templates/nda-decision'
import { isLocale } from '@/i18n/routing'
import { inTransaction } from '@/lib/database/in-transaction'
import { AppError, notFound } from '@/lib/errors/app-error'
import type { NdaDecision, NdaState } from '@/lib/nda/states'
import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'

import { findAcceptance } from './find-acceptance'
import { teamListing } from './team-listing'

/** Which states each decision may be taken from, what it leaves, and the refusal otherwise. */
const DECISIONS: Record<NdaDecision, { from: NdaState[]; to: NdaState; refusal: string }> = {
  approve: { from: ['pending', 'declined', 'revoked'], to: 'granted', refusal: 'nda.alreadyGranted' },
  decline: { from: ['pending'], to: 'declined', refusal: 'nda.notPending' },
  revoke: { from: ['granted'], to: 'revoked', refusal: 'nda.notGranted' },
}

/**
 * The listing's team decides about one buyer: approves (access, also after a decline or a
 * revocation), declines a waiting buyer, or revokes access, which closes the listing to that
 * buyer from their next request (access is read fresh each time, src/services/nda/nda-grant.ts).
 * The buyer is mailed in the language they accepted in; the audit log records the decision.
 */
export async function decideNda(
  req: PayloadRequest,
  user: User,
  { listingId, buyerId, decision }: { listingId: number; buyerId: number; decision: NdaDecision },
): Promise<{ state: NdaState }> {
  const listing = await teamListing(req.payload, user, listingId, req)
  const rule = DECISIONS[decision]
  return inTransaction(req, async () => {
    const acceptance = await findAcceptance(req, listing.id, buyerId)
    if (!acceptance) throw notFound('nda.acceptanceNotFound')
    if (!rule.from.includes(acceptance.state)) throw new AppError('conflict', rule.refusal)
    await req.payload.update({
      collection: 'nda-acceptances',
      id: acceptance.id,
      data: { state: rule.to, decided_at: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(req, {
      action: `nda_${decision}`,
      documentCollection: 'listings',
      documentId: listing.id,
      subject: buyerId,
      summary: listing.title,
      changes: { state: { before: acceptance.state, after: rule.to } },
    })
    const buyer = await req.payload.findByID({ collection: 'users', id: buyerId, depth: 0, overrideAccess: true, req })
    const locale = isLocale(acceptance.locale) ? acceptance.locale : 'lv'
    await queueEmailIn(
      req,
      buyer.email,
      ndaDecisionMessage({ locale, decision, buyerName: buyer.first_name, title: listing.title, slug: listing.slug ?? '' }),
    )
    return { state: rule.to }
  })
}
