import type { PayloadRequest } from 'payload'

import { tooMany } from '@/lib/errors/app-error'
import { takeUses } from '@/lib/rate-limit/limiter'
import {
  INQUIRIES_PER_LISTING_FROM_VISITOR,
  INQUIRIES_PER_VISITOR,
  INQUIRY_MAILS_PER_SELLER,
  INQUIRY_MAILS_PER_SITE,
  SITE_KEY,
} from '@/lib/rate-limit/rules'

/**
 * Counts one inquiry from `visitor` about a listing, with the numbers of rules.ts: per visitor
 * (any listings) and per visitor and listing; all counted in PostgreSQL, so every server holds
 * the same line, in the transaction of `req` that keeps the inquiry. A 429 in the request's
 * language past either. Nothing is counted per listing:
 * a crowd of addresses must never lock a listing's real buyers out; the mail caps below keep
 * the seller's mailbox instead.
 */
export async function throttleInquiry(req: PayloadRequest, listingId: number, visitor: string): Promise<void> {
  const verdict = await takeUses(
    req.payload,
    [
      ...INQUIRIES_PER_VISITOR.map((rule) => ({ rule, key: visitor })),
      { rule: INQUIRIES_PER_LISTING_FROM_VISITOR, key: `${visitor}|${listingId}` },
    ],
    { req },
  )
  if (verdict.allowed) return
  throw tooMany(
    verdict.rule === INQUIRIES_PER_LISTING_FROM_VISITOR ? 'inquiries.repeatLimit' : 'inquiries.visitorLimit',
    verdict.retryAfterSeconds,
  )
}

/**
 * Counts one confirmed inquiry mailed to the seller `sellerId`, in the transaction of `req` that
 * queues the mail; false, counting nothing, past the seller's or the site's share.
 */
export async function mayMailSeller(req: PayloadRequest, sellerId: number): Promise<boolean> {
  const uses = [
    ...INQUIRY_MAILS_PER_SELLER.map((rule) => ({ rule, key: String(sellerId) })),
    { rule: INQUIRY_MAILS_PER_SITE, key: SITE_KEY },
  ]
  return (await takeUses(req.payload, uses, { req })).allowed
}
