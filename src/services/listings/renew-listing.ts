import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors/app-error'
import { formatDate } from '@/lib/format/riga-date-time'
import { isRenewable, renewableFrom } from '@/lib/listings/listing-renewal'
import type { User } from '@/payload-types'
import { listingExpiryFrom } from '@/services/listing-lifetime'

import { findOwnListing } from './find-own-listing'

export type RenewResult = { id: number; expiry_date: string }

/**
 * Gives the caller's own listing another full lifetime (site settings), counted from now. Only
 * near its end or after it (src/lib/listings/listing-renewal.ts): earlier is a 409 that says from when. Someone
 * else's listing is a 403 when they can see it, else a 404. The expiry moving clears the sent
 * reminder (collections/Listings/hooks/resetExpiryReminder), so the new lifetime gets its own.
 * A listing from before registration numbers were required gets one first (a 400 that says so).
 */
export async function renewListing(req: PayloadRequest, id: number, user: User): Promise<RenewResult> {
  const listing = await findOwnListing(req.payload, id, user, { others: 'forbidden' })
  if (!listing.registration_number) {
    throw new AppError('invalid', 'registry.renewNeedsNumber', {
      code: 'registration_number_required',
      errors: { registration_number: 'registry.renewNeedsNumber' },
    })
  }
  const now = new Date()
  if (!isRenewable(listing.expiry_date, now)) {
    throw new AppError('conflict', 'listing.renewTooEarly', {
      vars: { date: formatDate(renewableFrom(listing.expiry_date)), expiry: formatDate(listing.expiry_date) },
      code: 'not_renewable_yet',
    })
  }
  const expiry = (await listingExpiryFrom(now, req)).toISOString()
  // The expiry date is the operator's field; the owner moves it only through this rule.
  const renewed = await req.payload.update({
    collection: 'listings',
    id,
    data: { expiry_date: expiry },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { id: renewed.id, expiry_date: new Date(renewed.expiry_date).toISOString() }
}
