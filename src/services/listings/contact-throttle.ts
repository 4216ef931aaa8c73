import type { Payload } from 'payload'

import { tooMany } from '@/lib/errors/app-error'
import { takeUses } from '@/lib/rate-limit/limiter'
import { CONTACT_VISITORS_PER_LISTING, CONTACTS_PER_VISITOR } from '@/lib/rate-limit/rules'

/**
 * Counts one reveal of a listing's contacts by `visitor`, per visitor (different listings) and
 * per listing (different visitors), with the numbers of rules.ts; a 429 in the request's
 * language past either. Opening a contact the visitor already opened within the window is free,
 * so a buyer going back to a seller is never held up.
 */
export async function throttleContactReveal(payload: Payload, listingId: number, visitor: string): Promise<void> {
  const listing = String(listingId)
  const verdict = await takeUses(payload, [
    ...CONTACTS_PER_VISITOR.map((rule) => ({ rule, key: visitor, item: listing })),
    { rule: CONTACT_VISITORS_PER_LISTING, key: listing, item: visitor },
  ])
  if (verdict.allowed) return
  const key = verdict.rule === CONTACT_VISITORS_PER_LISTING ? 'listing.contactListingLimit' : 'listing.contactVisitorLimit'
  throw tooMany(key, verdict.retryAfterSeconds)
}
