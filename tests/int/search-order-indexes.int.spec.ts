import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { searchOrder, SORTS } from '@/services/listings/public/search'

import { testPayload } from '../helpers/payload'

const payload = await testPayload()

/**
 * The plan of a page of listed rows in a sort's order, with sorting made the planner's last
 * resort: an index that gives the order is then walked, whatever the table holds.
 */
async function plan(sort: (typeof SORTS)[number]): Promise<string> {
  const lines = await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`)
    await tx.execute(sql`SET LOCAL enable_incremental_sort = off`)
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    const explained = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN SELECT l.id FROM listings l WHERE l.listed ORDER BY ${searchOrder({ sort })} LIMIT 24`,
    )
    return explained.rows.map((row) => row['QUERY PLAN'])
  })
  return lines.join('\n')
}

describe('the search’s orders', () => {
  // A confidential listing takes its place by its band and has no multiple (decision 101), and the
  // index must be of that same expression, or every search in that order sorts all it matches.
  it.each(SORTS.filter((sort) => sort !== 'relevance'))(
    'should walk an index of the listed rows for %s, never sort them all',
    async (sort) => {
      const text = await plan(sort)
      expect(text).toMatch(/Index (Only )?Scan using listings_listed_\w+/)
      expect(text).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m)
    },
  )
})
