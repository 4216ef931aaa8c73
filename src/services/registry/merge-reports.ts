import type { Pool, PoolClient } from 'pg'

import { type Staged, stageCsvFile } from './copy-csv'
import { isEmpty, listingsOf, runTouching, upsertStatement } from './merge-sql'
import { LVL_PER_EUR, REGISTRY_FILES } from './registry-files'

/*
 * The three report files into registry_reports, one row per company and year in whole euros:
 * - the report chosen is the annual report (UGP) before any other kind, a consolidated one
 *   (UKGP) last, the first filed (lowest id) among equals;
 * - money is multiplied out of THOUSANDS and MILLIONS and converted from lats (1 EUR = 0.702804 LVL);
 * - parts (income statement, balance sheet) join their statement by id; statement ids of parts
 *   without a statement are counted, not loaded.
 * Rows change only when their content does; answers the listings of the companies whose reports
 * changed or went, as merge-register.ts does.
 */

const REPORT_COLUMNS = ['statement_id', 'source_type', 'employees', 'turnover', 'profit', 'total_assets', 'equity'] as const

const STAGES = { statements: 'registry_stage_statements', income: 'registry_stage_income', balance: 'registry_stage_balance' } as const

export const REPORT_STAGES = Object.values(STAGES)

export type StagedReports = Record<keyof typeof STAGES, Staged>

/** The three files side by side, each on a connection of its own. */
export async function stageReports(pool: Pool, inFolder: (name: string) => string): Promise<StagedReports> {
  const [statements, income, balance] = await Promise.all([
    stageCsvFile(pool, inFolder(REGISTRY_FILES.statements.name), STAGES.statements, {
      id: 'bigint',
      // A company's number read as a number: grouped, sorted and joined as one, far cheaper than text.
      legal_entity_registration_number: 'bigint',
      source_type: 'text',
      year: 'integer',
      // The average headcount: whole in every file seen, read as a number that may not be.
      employees: 'numeric',
      rounded_to_nearest: 'text',
      currency: 'text',
    }),
    stageCsvFile(pool, inFolder(REGISTRY_FILES.income.name), STAGES.income, {
      statement_id: 'bigint',
      net_turnover: 'bigint',
      net_income: 'bigint',
    }),
    stageCsvFile(pool, inFolder(REGISTRY_FILES.balance.name), STAGES.balance, {
      statement_id: 'bigint',
      total_assets: 'bigint',
      equity: 'bigint',
    }),
  ])
  return { statements, income, balance }
}

/** Statement ids of parts (income statements, balance sheets) that have no statement: read-only, so it runs beside the merge. */
export async function countOrphanParts(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ parts: string }>(`
    SELECT count(DISTINCT p.id) AS parts FROM (
      SELECT statement_id AS id FROM ${STAGES.income} UNION ALL SELECT statement_id FROM ${STAGES.balance}
    ) p
    WHERE NOT EXISTS (SELECT 1 FROM ${STAGES.statements} s WHERE s.id = p.id)`)
  return Number(rows[0].parts)
}

/** Eleven digits without a leading zero, as every legal entity's number is (its first digit 4 to 9). */
const ELEVEN_DIGITS = 'BETWEEN 10000000000 AND 99999999999'

/**
 * The statement kept per company and year, by one sort of the statements alone (the smallest
 * kind's rank, UGP 0, others 1, UKGP 2, then id), with the factor that makes its money whole
 * euros; in (company, year) order, which the hash joins below keep as they probe with it, so the
 * rows reach the primary key's index at its right edge (only a matter of speed: no ORDER BY, which
 * would sort the joined rows once more).
 */
const CHOSEN = `
  SELECT *, (CASE btrim(rounded_to_nearest) WHEN 'THOUSANDS' THEN 1000 WHEN 'MILLIONS' THEN 1000000 ELSE 1 END)::numeric
      / (CASE btrim(currency) WHEN 'LVL' THEN ${LVL_PER_EUR} ELSE 1 END) AS factor
  FROM (
    SELECT DISTINCT ON (legal_entity_registration_number, year)
      legal_entity_registration_number AS regcode, year, id, nullif(btrim(source_type), '') AS source_type, employees, rounded_to_nearest, currency
    FROM ${STAGES.statements}
    WHERE legal_entity_registration_number ${ELEVEN_DIGITS} AND year IS NOT NULL AND id IS NOT NULL
    ORDER BY legal_entity_registration_number, year, CASE nullif(btrim(source_type), '') WHEN 'UGP' THEN 0 WHEN 'UKGP' THEN 2 ELSE 1 END, id
  ) kept`

/** A money column in whole euros: most reports are in euros and ones, which need no arithmetic. */
const euros = (value: string) => `CASE WHEN s.factor = 1 THEN ${value} ELSE round(${value} * s.factor)::bigint END`

export async function mergeReports(client: PoolClient) {
  const empty = await isEmpty(client, 'registry_reports')
  const upsert = upsertStatement({
    table: 'registry_reports',
    key: ['regcode', 'year'],
    columns: REPORT_COLUMNS,
    select: `SELECT s.regcode::text, s.year, s.id, s.source_type, round(s.employees)::integer,
        ${euros('i.net_turnover')}, ${euros('i.net_income')}, ${euros('b.total_assets')}, ${euros('b.equity')}
      FROM (${CHOSEN}) s
      LEFT JOIN ${STAGES.income} i ON i.statement_id = s.id
      LEFT JOIN ${STAGES.balance} b ON b.statement_id = s.id`,
    empty,
  })
  if (empty) {
    const { rowCount } = await client.query(upsert)
    return { changed: rowCount ?? 0, removed: 0, listings: await listingsOf(client, 'registry_reports') }
  }
  const merged = await runTouching(client, `${upsert} RETURNING regcode`)
  const removed = await runTouching(
    client,
    `DELETE FROM registry_reports r WHERE NOT EXISTS (
      SELECT 1 FROM ${STAGES.statements} s WHERE s.legal_entity_registration_number = r.regcode::bigint AND s.year = r.year
    ) RETURNING regcode`,
  )
  return { changed: merged.count, removed: removed.count, listings: [...merged.listings, ...removed.listings] }
}
