import type { Payload } from 'payload'

import { tooMany } from '@/lib/errors/app-error'
import { takeUses } from '@/lib/rate-limit/limiter'
import { INQUIRIES_PER_LISTING_FROM_VISITOR, INQUIRIES_PER_VISITOR, INQUIRY_VISITORS_PER_LISTING } from '@/lib/rate-limit/rules'

/**
 * Counts one inquiry from `visitor` about a listing, with the numbers of rules.ts: per visitor
 * (any listings), per visitor and listing, and per listing (different visitors); all counted in
 * PostgreSQL, so every server holds the same line. A 429 in the request's language past any.
 */
export async function throttleInquiry(payload: Payload, listingId: number, visitor: string): Promise<void> {
  const listing = String(listingId)
  const verdict = await takeUses(payload, [
    ...INQUIRIES_PER_VISITOR.map((rule) => ({ rule, key: visitor })),
    { rule: INQUIRIES_PER_LISTING_FROM_VISITOR, key: `${visitor}|${listing}` },
    { rule: INQUIRY_VISITORS_PER_LISTING, key: listing, item: visitor },
  ])
  if (verdict.allowed) return
  const key =
    verdict.rule === INQUIRY_VISITORS_PER_LISTING
      ? 'inquiries.listingLimit'
      : verdict.rule === INQUIRIES_PER_LISTING_FROM_VISITOR
        ? 'inquiries.repeatLimit'
        : 'inquiries.visitorLimit'
  throw tooMany(key, verdict.retryAfterSeconds)
}
