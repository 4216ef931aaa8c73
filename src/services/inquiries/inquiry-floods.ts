import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { INQUIRY_FLOOD_THRESHOLD } from '@/lib/inquiry/limits'
import { FLOOD_STATUSES } from '@/lib/inquiry/status'

/**
 * The listings that drew at least INQUIRY_FLOOD_THRESHOLD inquiries within a day that nobody
 * confirmed or that the mail caps held: what a flood leaves behind, for the moderators' dashboard.
 */
export async function floodedListingIds(payload: Payload): Promise<number[]> {
  const { rows } = await payload.db.drizzle.execute<{ listing_id: number }>(sql`
    SELECT listing_id FROM inquiries
    WHERE created_at > now() - interval '24 hours' AND status::text IN (${sql.join(
      FLOOD_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    GROUP BY listing_id HAVING count(*) >= ${INQUIRY_FLOOD_THRESHOLD}
    ORDER BY listing_id`)
  return rows.map((row) => row.listing_id)
}
