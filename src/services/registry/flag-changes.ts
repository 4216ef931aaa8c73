import type { Pool } from 'pg'

import type { RedFlagKind, RedFlagSource } from '@/lib/red-flags'

import { FLAG_COLUMNS, listingFlagsSql } from './red-flags'

/*
 * What an import changed in the listings' red flags: the flags every listing with a registration
 * number has now (red-flags.ts), against those recorded in registry_listing_flags. Plain SQL over
 * a pg pool, so the import command can ask whether there is anything to do before it starts
 * Payload (listing-work.ts), and after-import.ts records the changes and reacts to them.
 */

export type FlagChange = {
  listing_id: number
  slug: string | null
  status: string | null
  change: 'new' | 'gone' | 'changed'
  kind: RedFlagKind
  source: RedFlagSource
  since: string | null
  /** A rating's letter, a mismatch's quarter. */
  detail: string | null
}

const SAME = ['since', 'until', 'detail', 'stated', 'state', 'date_of_data']

/** New flags, flags gone, and flags whose dates, detail or figures moved (their pages show them). */
export const FLAG_CHANGES = `
  WITH now AS (${listingFlagsSql('true')})
  SELECT coalesce(n.listing_id, r.listing_id) AS listing_id, l.slug, l.status,
    CASE WHEN r.listing_id IS NULL THEN 'new' WHEN n.listing_id IS NULL THEN 'gone' ELSE 'changed' END AS change,
    coalesce(n.kind, r.kind) AS kind, coalesce(n.source, r.source) AS source, to_char(coalesce(n.since, r.since), 'YYYY-MM-DD') AS since,
    coalesce(n.detail, r.detail) AS detail
  FROM now n
  FULL JOIN registry_listing_flags r ON r.listing_id = n.listing_id AND r.kind = n.kind AND r.source = n.source AND r.key = n.key
  JOIN listings l ON l.id = coalesce(n.listing_id, r.listing_id)
  WHERE r.listing_id IS NULL OR n.listing_id IS NULL
    OR (${SAME.map((column) => `n.${column}`).join(', ')}) IS DISTINCT FROM (${SAME.map((column) => `r.${column}`).join(', ')})
  ORDER BY 1, 5`

/**
 * Records every listing's flags as they are now and answers what changed, in one transaction:
 * what it reads is what it records, whatever a seller saves meanwhile.
 */
export async function recordFlagChanges(pool: Pool): Promise<FlagChange[]> {
  const client = await pool.connect()
  try {
    // One snapshot for reading and recording, should another import commit in between.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ')
    const { rows } = await client.query<FlagChange>(FLAG_CHANGES)
    const touched = [...new Set(rows.map((row) => row.listing_id))]
    if (touched.length > 0) {
      await client.query('DELETE FROM registry_listing_flags WHERE listing_id = ANY($1)', [touched])
      await client.query(`INSERT INTO registry_listing_flags (${FLAG_COLUMNS}) ${listingFlagsSql('l.id = ANY($1)')}`, [touched])
    }
    await client.query('COMMIT')
    return rows
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
