import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound, tooMany } from '@/lib/errors/app-error'
import type { ModerationReason } from '@/lib/moderation/reasons'
import { takeUses } from '@/lib/rate-limit/limiter'
import { REPORTS_PER_LISTING_FROM_VISITOR, REPORTS_PER_VISITOR } from '@/lib/rate-limit/rules'
import type { User } from '@/payload-types'
import { findVisibleListing } from '@/services/listings/public/queries'

export type ListingReport = {
  slug: string
  reason: ModerationReason
  details?: string | null
  email?: string | null
}

/**
 * A notice about a listing (Digital Services Act Art. 16), from anyone, about a listing the
 * public sees: it joins the moderators' queue in the panel. Each visitor may send a few an hour
 * and one a day per listing; the reporter's language is kept for the outcome mail.
 */
export async function reportListing(
  payload: Payload,
  report: ListingReport,
  { locale, user, visitor }: { locale: Locale; user: User | null; visitor: string },
): Promise<{ id: number }> {
  // Only what the public sees: a seller's own hidden listing is not theirs to report.
  const found = await findVisibleListing(payload, report.slug, locale, null)
  if (!found) throw notFound('listing.notFound')
  const listing = found.listing.id

  const verdict = await takeUses(payload, [
    { rule: REPORTS_PER_VISITOR, key: visitor },
    { rule: REPORTS_PER_LISTING_FROM_VISITOR, key: `${visitor}|${listing}` },
  ])
  if (!verdict.allowed) {
    const key = verdict.rule === REPORTS_PER_VISITOR ? 'reports.visitorLimit' : 'reports.alreadyReported'
    throw tooMany(key, verdict.retryAfterSeconds)
  }

  const created = await payload.create({
    collection: 'reports',
    data: {
      listing,
      reason: report.reason,
      details: report.details || null,
      reporterEmail: report.email || null,
      reporterLocale: locale,
      reporter: user?.id ?? null,
      status: 'open',
    },
    overrideAccess: true,
  })
  return { id: created.id }
}
