import type { PayloadRequest } from 'payload'

export const DEFAULT_LISTING_LIFETIME_DAYS = 180
const DAY_MS = 24 * 60 * 60 * 1000

/** How many days a listing stays public, from site settings. */
export async function listingLifetimeDays(req: PayloadRequest): Promise<number> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', req, depth: 0 })
  const days = settings?.listingLifetimeDays
  return typeof days === 'number' && days > 0 ? days : DEFAULT_LISTING_LIFETIME_DAYS
}

/** The expiry date of a listing (re)published at `start`. */
export async function listingExpiryFrom(start: Date, req: PayloadRequest): Promise<Date> {
  return new Date(start.getTime() + (await listingLifetimeDays(req)) * DAY_MS)
}
