import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { teamOwnerId } from '@/services/team/team-owner'

import { LISTING_EVENTS, type ListingEvent, STATS_TIME_ZONE } from './count-listing-event'
import type { ListingStatistics } from './statistics-shapes'

/** How many days the statistics show, today included. */
export const STATS_DAYS = 30

type Row = { id: number; title: string; slug: string | null; day: string } & Record<ListingEvent, number>

/**
 * The daily counts of the last STATS_DAYS days (Riga's calendar, oldest first, a day without
 * events as zeros) of every listing of the caller's team: their own and their teammates', the
 * team being one account (users.team). Nobody else's: whose listings these are is decided here,
 * in the one query, so another seller's listing is simply not among them.
 */
export async function teamListingStatistics(payload: Payload, user: User, listingId?: number): Promise<ListingStatistics[]> {
  const team = teamOwnerId(user)
  const { rows } = await payload.db.drizzle.execute<Row>(sql`
    WITH days AS (
      SELECT generate_series(today - ${STATS_DAYS - 1}::int, today, interval '1 day')::date AS day
      FROM (SELECT (now() AT TIME ZONE ${STATS_TIME_ZONE})::date AS today) t
    )
    SELECT l.id, l.title, l.slug, to_char(d.day, 'YYYY-MM-DD') AS day,
           coalesce(s.views, 0) AS views, coalesce(s.reveals, 0) AS reveals,
           coalesce(s.inquiries, 0) AS inquiries, coalesce(s.favourites, 0) AS favourites
    FROM listings l
    CROSS JOIN days d
    LEFT JOIN listing_daily_stats s ON s.listing_id = l.id AND s.day = d.day
    WHERE l.owner_id IN (SELECT u.id FROM users u WHERE u.id = ${team} OR u.team_id = ${team})
      AND (${listingId ?? null}::int IS NULL OR l.id = ${listingId ?? null}::int)
    ORDER BY l.created_at DESC, l.id DESC, d.day`)

  const byListing = new Map<number, ListingStatistics>()
  for (const row of rows) {
    const id = Number(row.id)
    let listing = byListing.get(id)
    if (!listing) {
      listing = { id, title: row.title, slug: row.slug ?? '', days: [], totals: { views: 0, reveals: 0, inquiries: 0, favourites: 0 } }
      byListing.set(id, listing)
    }
    const counts = Object.fromEntries(LISTING_EVENTS.map((event) => [event, Number(row[event])])) as Record<ListingEvent, number>
    listing.days.push({ day: row.day, ...counts })
    for (const event of LISTING_EVENTS) listing.totals[event] += counts[event]
  }
  return [...byListing.values()]
}

/** One listing's statistics, for its team only: anyone else's listing (or none) is not found. */
export async function listingStatistics(payload: Payload, user: User, listingId: number): Promise<ListingStatistics> {
  const [found] = await teamListingStatistics(payload, user, listingId)
  if (!found) throw notFound('listing.notFound')
  return found
}
