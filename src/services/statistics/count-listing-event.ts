import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { requestDb } from '@/lib/database/request-db'
import type { User } from '@/payload-types'
import { teamOwnerId } from '@/services/team/team-owner'

/** What a seller's statistics count per listing and day: each is a column of listing_daily_stats. */
export const LISTING_EVENTS = ['views', 'reveals', 'inquiries', 'favourites'] as const
export type ListingEvent = (typeof LISTING_EVENTS)[number]

/** The calendar the days are counted in: the site's, whatever the server's clock says. */
export const STATS_TIME_ZONE = 'Europe/Riga'

/**
 * Adds one `event` by `by` (a signed-in user, or null for a visitor) to the listing's counter of
 * today (migration 20261126_185001_listing_daily_stats): one row per listing and day, made by the
 * first event of the day. What the seller's own team does is not counted: they look at their
 * listing to check it, not to buy it. Given `req`, it counts inside the request's transaction,
 * so an event whose work rolls back was never counted.
 */
export async function countListingEvent(
  target: { payload: Payload; req?: PayloadRequest },
  listingId: number,
  event: ListingEvent,
  by: User | null,
): Promise<void> {
  const db = target.req ? await requestDb(target.req) : target.payload.db.drizzle
  const column = sql.identifier(event)
  const team = by ? teamOwnerId(by) : null
  await db.execute(sql`
    INSERT INTO listing_daily_stats AS s (listing_id, day, ${column})
    SELECT l.id, (now() AT TIME ZONE ${STATS_TIME_ZONE})::date, 1
    FROM listings l JOIN users u ON u.id = l.owner_id
    WHERE l.id = ${listingId} AND (${team}::int IS NULL OR coalesce(u.team_id, u.id) <> ${team}::int)
    ON CONFLICT (listing_id, day) DO UPDATE SET ${column} = s.${column} + 1`)
}
