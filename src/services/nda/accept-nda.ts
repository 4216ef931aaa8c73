import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { ndaRequestMessage } from '@/email/templates/nda-decision'
import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/database/in-transaction'
import { relationId } from '@/lib/database/relation-id'
import { AppError } from '@/lib/errors/app-error'
import type { NdaState } from '@/lib/nda/states'
import type { User } from '@/payload-types'
import { localeOf } from '@/services/account/users'
import { recordAudit } from '@/services/audit/record-audit'
import { teamOwnerId } from '@/services/team/team-owner'

import { confidentialListing } from './confidential-listing'
import { findAcceptance } from './find-acceptance'
import { getNda } from './nda-text'

export type NdaAcceptance = {
  slug: string
  /** The NDA version the buyer read: accepting another is refused, so nobody accepts a text unseen. */
  version: number
  company: string | null
}

/**
 * A signed-in buyer (so with a confirmed address: Payload honours no session of an unconfirmed
 * one) accepts the NDA of a confidential listing: the
 * acceptance records who, when, from which address, in which language and which NDA version.
 * Access follows at once, or waits for the seller's approval when the seller approves each buyer
 * (they are mailed). Accepting again after a new NDA version renews a granted or waiting
 * acceptance; a declined or revoked buyer stays out. Each acceptance lands in the audit log.
 */
export async function acceptNda(
  req: PayloadRequest,
  input: NdaAcceptance,
  { locale, user, visitor }: { locale: Locale; user: User; visitor: string },
): Promise<{ state: NdaState }> {
  const listing = await confidentialListing(req.payload, input.slug, req)
  const ownerId = relationId(listing.owner)!
  // The seller's account, read for the team check and the mail's address: not the buyer's to read.
  const owner = await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, req })
  if (teamOwnerId(owner) === teamOwnerId(user)) throw new AppError('conflict', 'nda.ownListing')
  const nda = await getNda(req.payload, locale)
  if (nda.version === 0) throw new AppError('conflict', 'nda.unavailable')
  if (input.version !== nda.version) throw new AppError('conflict', 'nda.versionChanged')

  return inTransaction(req, async () => {
    const existing = await findAcceptance(req, listing.id, user.id)
    if (existing?.state === 'declined') throw new AppError('conflict', 'nda.declined')
    if (existing?.state === 'revoked') throw new AppError('conflict', 'nda.revoked')
    if (existing?.state === 'granted' && existing.nda_version === nda.version) return { state: 'granted' }
    const state: NdaState = existing?.state ?? (listing.nda_approval === 'approve' ? 'pending' : 'granted')
    const data = {
      state,
      nda_version: nda.version,
      accepted_at: new Date().toISOString(),
      address: visitor,
      locale,
      company: input.company,
    }
    // Nobody writes acceptances through the API (collections/NdaAcceptances): only this, after the checks above.
    if (existing) {
      await req.payload.update({ collection: 'nda-acceptances', id: existing.id, data, depth: 0, overrideAccess: true, req })
    } else {
      await req.payload.create({
        collection: 'nda-acceptances',
        data: { ...data, listing: listing.id, buyer: user.id },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    await recordAudit(req, {
      action: 'nda_accept',
      documentCollection: 'listings',
      documentId: listing.id,
      subject: user.id,
      summary: listing.title,
      changes: {
        state: { before: existing?.state ?? null, after: state },
        nda_version: { before: existing?.nda_version ?? null, after: nda.version },
      },
    })
    if (state === 'pending' && !existing) {
      const ownerLocale = localeOf(owner)
      await queueEmailIn(
        req,
        owner.email,
        ndaRequestMessage({ locale: ownerLocale, sellerName: owner.first_name, title: listing.title, listingId: listing.id }),
      )
    }
    return { state }
  })
}
