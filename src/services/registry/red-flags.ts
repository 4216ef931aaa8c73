import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { BARRING_FLAGS, type FLAGGED_RATINGS, MISMATCH_FLAGS, RED_FLAG_KINDS, type RedFlagKind, type RedFlagSource } from '@/lib/red-flags'
import { differsFromFiledSql } from '@/lib/registry-difference'
import { isValidRegistrationNumber, normalRegistrationNumber } from '@/lib/registration-number'
import type { RedFlag } from '@/services/listings/listing-shapes'

import type { RegistryDb } from './company-figures'
import { reportKey } from './register-tables'
import { REGISTRY_FILES } from './registry-files'
import { STATE_TABLES, stateCode, TAX_QUARTERS } from './state-tables'

/*
 * The red flags of a company and of a listing, in SQL over the state's tables (state-tables.ts):
 * each file's open proceedings and restrictions for the company, and for a listing the seller's
 * headcount and turnover against VID's latest quarter. What a listing has is recorded in
 * registry_listing_flags when it is saved and after each import (flag-changes.ts), so a page, the
 * cards and search read one table, and an import knows which flags are new, changed or gone.
 */

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`
const kinds = (list: readonly RedFlagKind[]) => list.map(literal).join(', ')

/** The date of a file's data: when its publisher last changed it (the download keeps the server's Last-Modified), in Riga. */
const dataDate = (file: string) => `(SELECT (mtime AT TIME ZONE 'Europe/Riga')::date FROM registry_files WHERE name = ${literal(file)})`

/** Every file's flags of the company whose number is the SQL expression `regcode`: source, kind, since, until, detail. */
export function companyFlagsSql(regcode: string): string {
  return Object.values(STATE_TABLES)
    .flatMap((table) =>
      'flags' in table && table.flags
        ? [
            `SELECT ${literal(table.source!)} AS source, f.kind, f.since, f.until, f.detail, NULL::numeric AS stated,
               NULL::numeric AS state, ${dataDate(REGISTRY_FILES[table.file].name)} AS date_of_data
             FROM (${table.flags(table.live, regcode)}) f`,
          ]
        : [],
    )
    .join('\n UNION ALL ')
}

const yearly = STATE_TABLES.yearly

/**
 * The mismatches of listing `l` with VID's latest quarter (the newest in registry_tax_quarters),
 * named as the quarter: its average employees against the seller's headcount, and its taxes
 * against the seller's turnover. Taxes are no turnover, so the turnover they point to is taken
 * at the company's own rate: its newest year with both a filed turnover and VID's yearly taxes
 * gives taxes per euro of turnover, and the quarter's taxes, four times over, at that rate give a
 * year's turnover. Only when both taxes are positive (a net refund says nothing of turnover). The
 * same ±20 % rule as the annual report's figures (src/lib/registry-difference.ts).
 */
const MISMATCH_SQL = `
  SELECT ${literal(STATE_TABLES.quarterly.source!)} AS source, m.kind, make_date(q.year, q.quarter * 3 - 2, 1) AS since, NULL::date AS until,
    q.year || '-Q' || q.quarter AS detail, m.stated, m.state, ${dataDate(REGISTRY_FILES.quarterly.name)} AS date_of_data
  FROM (SELECT year, quarter FROM ${TAX_QUARTERS} ORDER BY year DESC, quarter DESC LIMIT 1) q
  JOIN LATERAL (
    SELECT r.employees, r.taxes FROM ${TAX_QUARTERS} r WHERE r.regcode = l.registration_number AND r.year = q.year AND r.quarter = q.quarter LIMIT 1
  ) r ON true
  CROSS JOIN LATERAL (
    SELECT 'headcount_mismatch' AS kind, l.employees::numeric AS stated, round(r.employees, 1) AS state
    WHERE ${differsFromFiledSql('l.employees::numeric', 'r.employees')}
    UNION ALL
    SELECT 'tax_mismatch', l.turnover::numeric, round(r.taxes) FROM (
      SELECT rep.turnover::numeric AS turnover, y.taxes FROM registry_reports rep
      JOIN LATERAL (
        SELECT ${yearly.parse.taxes} AS taxes FROM ${yearly.live}
        WHERE ${stateCode('Registracijas_kods')} = l.registration_number AND ${yearly.parse.year} = rep.year LIMIT 1
      ) y ON true
      WHERE rep.regcode = ${reportKey('l.registration_number')} AND rep.turnover > 0 AND y.taxes > 0
      ORDER BY rep.year DESC LIMIT 1
    ) base
    WHERE r.taxes > 0 AND ${differsFromFiledSql('l.turnover::numeric', 'base.turnover * r.taxes * 4 / base.taxes')}
  ) m`

/** What tells one flag from another across imports: a mismatch is one whatever its quarter, a rating by its letter, the rest by their start. */
const FLAG_KEY = `CASE WHEN f.kind IN (${kinds(MISMATCH_FLAGS)}) THEN '' WHEN f.kind = 'tax_rating' THEN coalesce(f.detail, '')
  ELSE coalesce(f.since::text, '') END`

/** The flags of the listings `where` picks (an SQL condition over `l`), one row per flag, as registry_listing_flags keeps them. */
export const listingFlagsSql = (where: string) => `
  SELECT DISTINCT ON (l.id, f.kind, f.source, ${FLAG_KEY}) l.id AS listing_id, f.kind, f.source, ${FLAG_KEY} AS key,
    f.since, f.until, f.detail, f.stated, f.state, f.date_of_data
  FROM listings l
  CROSS JOIN LATERAL (${companyFlagsSql('l.registration_number')} UNION ALL ${MISMATCH_SQL}) f
  WHERE l.registration_number IS NOT NULL AND (${where})
  ORDER BY l.id, f.kind, f.source, ${FLAG_KEY}, f.until DESC NULLS FIRST`

export const FLAG_COLUMNS = 'listing_id, kind, source, key, since, until, detail, stated, state, date_of_data'

/** Records the flags of listing `listingId` as they are now (a save: the seller's own figures may have changed them). */
export async function recordListingFlags(db: RegistryDb, listingId: number): Promise<void> {
  await db.execute(sql`DELETE FROM registry_listing_flags WHERE listing_id = ${listingId}`)
  await db.execute(sql.raw(`INSERT INTO registry_listing_flags (${FLAG_COLUMNS}) ${listingFlagsSql(`l.id = ${Number(listingId)}`)}`))
}

type FlagRow = {
  kind: RedFlagKind
  source: RedFlagSource
  since: string | null
  until: string | null
  detail: string | null
  stated: string | null
  state: string | null
  date_of_data: string | null
}

const SELECT_FLAG = `kind, source, to_char(since, 'YYYY-MM-DD') AS since, to_char(until, 'YYYY-MM-DD') AS until, detail,
  stated, state, to_char(date_of_data, 'YYYY-MM-DD') AS date_of_data`
const FLAG_ORDER = `array_position(ARRAY[${kinds(RED_FLAG_KINDS)}], kind), since DESC NULLS LAST`

/** A flag as the listing's answer gives it: figures only for a mismatch, and only when `withFigures`. */
function toFlag(row: FlagRow, withFigures: boolean): RedFlag {
  const mismatch = (MISMATCH_FLAGS as readonly string[]).includes(row.kind)
  return {
    kind: row.kind,
    since: row.since,
    ...(row.until ? { until: row.until } : {}),
    source: row.source,
    date_of_data: row.date_of_data,
    ...(row.kind === 'tax_rating' && row.detail ? { rating: row.detail as (typeof FLAGGED_RATINGS)[number] } : {}),
    ...(mismatch && row.detail ? { quarter: row.detail } : {}),
    ...(mismatch && withFigures && row.stated !== null && row.state !== null
      ? { figures: { stated: Number(row.stated), state: Number(row.state) } }
      : {}),
  }
}

/**
 * A listing's recorded flags, most serious first. The mismatches' figures are given only when
 * `withFigures` (its owner, or the public when the seller shows the number): VID's figures to the
 * person would name the company in the open data as surely as its number.
 */
export async function listingFlags(payload: Payload, listingId: number, withFigures: boolean): Promise<RedFlag[]> {
  const { rows } = await payload.db.drizzle.execute<FlagRow>(
    sql.raw(`SELECT ${SELECT_FLAG} FROM registry_listing_flags WHERE listing_id = ${Number(listingId)} ORDER BY ${FLAG_ORDER}`),
  )
  return rows.map((row) => toFlag(row, withFigures))
}

/** Which of these listings have any flag: the cards' one badge. */
export async function flaggedListings(payload: Payload, listingIds: number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set()
  const { rows } = await payload.db.drizzle.execute<{ listing_id: number }>(
    sql`SELECT DISTINCT listing_id FROM registry_listing_flags WHERE listing_id IN (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  return new Set(rows.map((row) => row.listing_id))
}

/** A company's flags by its number, as the calculator shows them (no seller's figures, so no mismatch). */
export async function companyFlags(payload: Payload, regcode: string, db: RegistryDb = payload.db.drizzle): Promise<RedFlag[]> {
  const number = normalRegistrationNumber(regcode)
  if (!isValidRegistrationNumber(number)) return []
  const { rows } = await db.execute<FlagRow>(
    sql.raw(`SELECT ${SELECT_FLAG} FROM (${companyFlagsSql(literal(number))}) f ORDER BY ${FLAG_ORDER}`),
  )
  return rows.map((row) => toFlag(row, false))
}

/** The flag that keeps a company off the site (open insolvency, liquidation, suspended activity), or null. */
export async function barringFlag(payload: Payload, regcode: string, db?: RegistryDb): Promise<RedFlag | null> {
  const flags = await companyFlags(payload, regcode, db)
  return flags.find((flag) => (BARRING_FLAGS as readonly string[]).includes(flag.kind)) ?? null
}
