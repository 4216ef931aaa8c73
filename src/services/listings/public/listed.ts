import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/*
 * The database keeps, for every listing, whether it is `listed` (published, seller not blocked,
 * not past its expiry date when last written or swept) and, per category, how many are
 * (table listing_counts); triggers keep both current on every write, whoever makes it
 * (migration 20261124_014714_listed). Nothing here counts over the listings table.
 */

/**
 * How many listings the public sees in each category (absent: none). The kept count, less the
 * listed ones whose expiry date has passed since the last sweep: a range scan of the partial
 * index on expiry_date, which only ever holds the last minutes' expiries.
 */
export async function publicCountsByCategory(payload: Payload, now = new Date()): Promise<Map<number, number>> {
  const { rows } = await payload.db.drizzle.execute<{ id: number; count: string }>(sql`
    SELECT c.category_id AS id, c.listed - coalesce(e.expired, 0) AS count
    FROM listing_counts c
    LEFT JOIN (
      SELECT category_id, count(*) AS expired FROM listings
      WHERE listed AND expiry_date <= ${now.toISOString()}
      GROUP BY category_id
    ) e USING (category_id)`)
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]))
}

/** Takes listings whose expiry date has passed off the index (the trigger recomputes `listed`); answers how many. */
export async function sweepExpiredListings(payload: Payload): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`UPDATE listings SET listed = false WHERE listed AND expiry_date <= now()`)
  return result.rowCount ?? 0
}
