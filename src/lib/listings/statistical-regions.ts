import { sql } from '@payloadcms/db-postgres'

/**
 * The statistical regions of the Central Statistical Bureau (CSP): what a confidential listing
 * shows instead of its municipality. Rīga stands alone; the rest of the Rīga planning region is
 * Pierīga; every other planning region is its own statistical region. This file is the one place
 * that maps a municipality to its region, in TypeScript (views) and in SQL (search).
 */
export const STATISTICAL_REGIONS = ['riga', 'pieriga', 'vidzeme', 'kurzeme', 'zemgale', 'latgale'] as const
export type StatisticalRegion = (typeof STATISTICAL_REGIONS)[number]

/** Rīga's ATVK code (src/seed/data/municipalities.ts). */
const RIGA_ATVK = '0001000'

type Municipality = { atvk: string; region: string }

/** The statistical region of a municipality, by its ATVK code and planning region. */
export function statisticalRegion({ atvk, region }: Municipality): StatisticalRegion {
  if (atvk === RIGA_ATVK) return 'riga'
  if (region === 'riga') return 'pieriga'
  return region as StatisticalRegion
}

/** The same rule over a row of `locations` aliased `alias`, as text. */
export const statisticalRegionSql = (alias: string) => {
  const location = sql.raw(alias)
  return sql`(CASE WHEN ${location}.atvk = ${RIGA_ATVK} THEN 'riga' WHEN ${location}.region = 'riga' THEN 'pieriga' ELSE ${location}.region::text END)`
}
