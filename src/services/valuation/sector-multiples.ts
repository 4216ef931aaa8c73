import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicListingSql } from '@/access/publicListingsOrOwn'

import type { Multiple, SectorMultiples } from './comparables'

type Row = {
  category_id: number
  profit_count: number
  profit_median: string | null
  profit_min: string | null
  profit_max: string | null
  turnover_count: number
  turnover_median: string | null
  turnover_min: string | null
  turnover_max: string | null
}

const multiple = (count: number, median: string | null, min: string | null, max: string | null): Multiple | null =>
  count > 0 && median !== null && min !== null && max !== null
    ? { count, median: Number(median), min: Number(min), max: Number(max) }
    : null

/**
 * What the public listings of each sector ask per euro of profit and per euro of turnover: the
 * median, the range and how many listings each rests on, in one statement over the listings the
 * public sees now. A listing's price is for the share it sells, so it is scaled to the whole
 * company first (price × 100 ÷ share); listings without a price, or without a positive profit
 * or turnover, give no multiple of it.
 */
export async function sectorMultiples(payload: Payload, now = new Date()): Promise<SectorMultiples[]> {
  const { rows } = await payload.db.drizzle.execute<Row>(sql`
    WITH priced AS (
      SELECT l.category_id, l.price * 100 / coalesce(nullif(l.shares_to_sold, 0), 100) AS whole, l.profit, l.turnover
      FROM listings l
      WHERE ${publicListingSql(now)} AND l.price > 0
    ), multiples AS (
      SELECT category_id,
             CASE WHEN profit > 0 THEN whole / profit END AS by_profit,
             CASE WHEN turnover > 0 THEN whole / turnover END AS by_turnover
      FROM priced
    )
    SELECT category_id,
           count(by_profit)::int AS profit_count,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY by_profit) AS profit_median,
           min(by_profit) AS profit_min, max(by_profit) AS profit_max,
           count(by_turnover)::int AS turnover_count,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY by_turnover) AS turnover_median,
           min(by_turnover) AS turnover_min, max(by_turnover) AS turnover_max
    FROM multiples
    GROUP BY category_id`)
  return rows.map((row) => ({
    categoryId: Number(row.category_id),
    byProfit: multiple(Number(row.profit_count), row.profit_median, row.profit_min, row.profit_max),
    byTurnover: multiple(Number(row.turnover_count), row.turnover_median, row.turnover_min, row.turnover_max),
  }))
}
