import type { Pool } from 'pg'

import { FLAG_CHANGES } from './flag-changes'
import { reportKey } from './register-tables'

/*
 * Which listings an import's after-step (after-import.ts) acts on, as plain SQL, so the CLI can
 * ask over a bare pg pool whether that step has anything to do before it starts Payload.
 */

/** Published listings of companies the register shows closed (liquidated, reorganised) or struck off. */
export const CLOSED_COMPANY_LISTINGS = `
  SELECT l.id, c.closed, to_char(c.terminated, 'YYYY-MM-DD') AS terminated
  FROM listings l JOIN registry_companies c ON c.regcode = l.registration_number
  WHERE l.status = 'published' AND (c.closed IS NOT NULL OR c.terminated IS NOT NULL)
  ORDER BY l.id`

/**
 * Published listings whose company's newest report is newer than the year their seller knows of.
 * A listing seen for the first time has no year yet: the newest report becomes the one it knows.
 */
export const LISTINGS_WITH_NEWER_REPORTS = `
  SELECT l.id, r.year, k.year AS known
  FROM listings l
  JOIN LATERAL (SELECT max(year) AS year FROM registry_reports WHERE regcode = ${reportKey('l.registration_number')}) r ON r.year IS NOT NULL
  LEFT JOIN registry_listing_years k ON k.listing_id = l.id
  WHERE l.status = 'published' AND (k.year IS NULL OR k.year < r.year)
  ORDER BY l.id`

/** Whether the after-step has a page to refresh, a listing to hide, a seller to ask or a red flag to record (flag-changes.ts). */
export async function listingWorkWaiting(pool: Pool, changed: { slug: string | null }[]): Promise<boolean> {
  if (changed.some((listing) => listing.slug !== null)) return true
  const { rows } = await pool.query<{ work: boolean }>(
    `SELECT EXISTS (${CLOSED_COMPANY_LISTINGS}) OR EXISTS (${LISTINGS_WITH_NEWER_REPORTS}) OR EXISTS (${FLAG_CHANGES}) AS work`,
  )
  return rows[0].work
}
