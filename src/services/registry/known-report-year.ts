import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { requestDb } from '@/lib/database/request-db'
import { registrationNumberProblem } from '@/lib/registration-number'

/*
 * The newest report year the seller of a listing knows of: the register's newest when they saved
 * the listing (save-listing.ts), or the one they were asked about after an import
 * (after-import.ts). An import asks only about reports newer than this, so once per report.
 */

/** Within `req`'s transaction. */
export async function recordKnownYear(req: PayloadRequest, listingId: number, year: number): Promise<void> {
  await (
    await requestDb(req)
  ).execute(sql`
    INSERT INTO registry_listing_years (listing_id, year) VALUES (${listingId}, ${year})
    ON CONFLICT (listing_id) DO UPDATE SET year = excluded.year`)
}

/** The company's newest report in the register becomes the one the listing's seller knows of (none: nothing changes). */
export async function recordNewestReport(payload: Payload, listingId: number, regcode: string): Promise<void> {
  // The reports are keyed by the number (register-tables.ts): a number of another shape has none.
  if (registrationNumberProblem(regcode) === 'format') return
  await payload.db.drizzle.execute(sql`
    INSERT INTO registry_listing_years (listing_id, year)
    SELECT ${listingId}, max(year) FROM registry_reports WHERE regcode = ${regcode} HAVING max(year) IS NOT NULL
    ON CONFLICT (listing_id) DO UPDATE SET year = excluded.year`)
}
