import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { seesListingWhole } from '@/services/confidential/sees-whole'
import { countListingEvent } from '@/services/statistics/count-listing-event'

import { throttleContactReveal } from './contact-throttle'
import type { ListingContact } from './listing-shapes'
import { findVisibleListing } from './public/queries'

/**
 * The seller's phone and e-mail, revealed one listing at a time on request (the "contact
 * seller" link), for a listing the caller may see. Offered only when both exist, as the page
 * shows the link only then. Each reveal counts for `visitor` and for the listing, so contacts
 * cannot be harvested (contact-throttle.ts), and in the seller's statistics.
 */
export async function revealContact(
  payload: Payload,
  slug: string,
  locale: Locale,
  user: User | null,
  visitor: string,
): Promise<ListingContact> {
  const found = await findVisibleListing(payload, slug, locale, user)
  if (!found) throw notFound('listing.notFound')
  // A confidential listing's contacts would name its company: only those who see it whole get them.
  if (!(await seesListingWhole(payload, found.listing.id, user))) throw notFound('listing.noContact')
  // Contacts are closed to visitors by field access; this call is the one place that opens them.
  const { phone, email } = await payload.findByID({
    collection: 'listings',
    id: found.listing.id,
    select: { phone: true, email: true },
    depth: 0,
    overrideAccess: true,
  })
  if (!phone?.trim() || !email?.trim()) throw notFound('listing.noContact')
  await throttleContactReveal(payload, found.listing.id, visitor)
  await countListingEvent({ payload }, found.listing.id, 'reveals', user)
  return { phone, email }
}
