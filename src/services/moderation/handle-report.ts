import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { reportOutcomeMessage } from '@/email/templates/report-outcome'
import { moderationAddress } from '@/email/transport'
import { isLocale } from '@/i18n/routing'
import { relationId } from '@/lib/database/relation-id'
import type { Report } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'

type Handled = Report & { status: 'actioned' | 'dismissed' }

/** Request context: the reports of this request already handled, and whether one is closing its listing's others. */
type Context = { handledReports?: number[]; closingOtherReports?: boolean }

/**
 * What a moderator's decision on a report does, inside the request's transaction: 'actioned'
 * hides the listing with the report's reason (so the owner gets the statement of reasons and
 * the hiding is logged) and closes the listing's other open reports the same way; either
 * decision is logged and told to the reporter who left an address. Runs once per report and
 * request, however the decision arrived (one edit, a bulk edit, or closing along with another).
 */
export async function actOnHandledReport(req: PayloadRequest, report: Handled): Promise<void> {
  const context = req.context as Context
  if (context.handledReports?.includes(report.id)) return
  context.handledReports = [...(context.handledReports ?? []), report.id]

  const listingId = relationId(report.listing)
  const listing = listingId
    ? await req.payload.findByID({ collection: 'listings', id: listingId, depth: 0, req, overrideAccess: true, disableErrors: true })
    : null

  if (report.status === 'actioned' && listing) {
    if (listing.status !== 'hidden') {
      await req.payload.update({
        collection: 'listings',
        id: listing.id,
        // The reporter's words reach the owner only where the reason needs words ('other'); a moderator may edit them first.
        data: { status: 'hidden', moderationReason: report.reason, moderationNote: report.reason === 'other' ? report.details : null },
        req,
        overrideAccess: true,
      })
    }
    if (!context.closingOtherReports) await closeOtherReports(req, listing.id, report.id)
  }

  await recordAudit(req, {
    action: 'report_handle',
    documentCollection: 'reports',
    documentId: report.id,
    subject: relationId(listing?.owner) ?? null,
    summary: listing?.title,
    reason: report.reason,
    reasonText: report.details,
    changes: { status: { before: 'open', after: report.status } },
  })

  if (report.reporterEmail) {
    const contestAddress = moderationAddress()
    const message = reportOutcomeMessage({
      locale: isLocale(report.reporterLocale) ? report.reporterLocale : 'lv',
      outcome: report.status,
      title: listing?.title ?? '',
      reason: report.reason,
      contestAddress,
    })
    await queueEmailIn(req, report.reporterEmail, message, { replyTo: contestAddress })
  }
}

/** The listing is hidden: its other open reports are settled by that, each logged and told to its reporter. */
async function closeOtherReports(req: PayloadRequest, listingId: number, handledId: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'reports',
    where: { and: [{ listing: { equals: listingId } }, { status: { equals: 'open' } }, { id: { not_equals: handledId } }] },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const context = req.context as Context
  context.closingOtherReports = true
  try {
    for (const other of docs) {
      await req.payload.update({ collection: 'reports', id: other.id, data: { status: 'actioned' }, req, overrideAccess: true })
    }
  } finally {
    context.closingOtherReports = false
  }
}
