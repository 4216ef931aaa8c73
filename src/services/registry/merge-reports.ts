import type { PoolClient } from 'pg'

import { copyCsvFile } from './copy-csv'
import { LVL_PER_EUR, REGISTRY_FILES } from './registry-files'

/*
 * The three report files into registry_reports, one row per company and year in whole euros:
 * - the report chosen is the annual report (UGP) before any other kind, a consolidated one
 *   (UKGP) last, the first filed (lowest id) among equals;
 * - money is multiplied out of THOUSANDS and MILLIONS and converted from lats (1 EUR = 0.702804 LVL);
 * - parts (income statement, balance sheet) join their statement by id; parts without one are
 *   counted, not loaded.
 * Rows change only when their content does; changed and removed companies land in
 * `registry_changed`, as in merge-register.ts.
 */

const REPORT_COLUMNS = ['statement_id', 'source_type', 'employees', 'turnover', 'profit', 'total_assets', 'equity'] as const

async function stage(client: PoolClient, folder: (name: string) => string) {
  await client.query(`
    CREATE TEMP TABLE registry_stage_statements (
      id bigint, regcode text, source_type text, year integer, employees integer, rounded text, currency text
    ) ON COMMIT DROP;
    CREATE TEMP TABLE registry_stage_income (statement_id bigint, net_turnover bigint, net_income bigint) ON COMMIT DROP;
    CREATE TEMP TABLE registry_stage_balance (statement_id bigint, total_assets bigint, equity bigint) ON COMMIT DROP;`)
  const hasKey = (record: string[], [key]: number[]) => (record[key]?.trim() ?? '') !== ''
  // One after the other: the staging tables are this session's, and a session copies one stream at a time.
  const statements = await copyCsvFile(
    client,
    folder(REGISTRY_FILES.statements.name),
    'registry_stage_statements',
    [
      { column: 'id', from: 'id', kind: 'integer' },
      { column: 'regcode', from: 'legal_entity_registration_number', kind: 'blankNull' },
      { column: 'source_type', from: 'source_type', kind: 'blankNull' },
      { column: 'year', from: 'year', kind: 'integer' },
      { column: 'employees', from: 'employees', kind: 'integer' },
      { column: 'rounded', from: 'rounded_to_nearest', kind: 'blankNull' },
      { column: 'currency', from: 'currency', kind: 'blankNull' },
    ],
    hasKey,
  )
  const income = await copyCsvFile(
    client,
    folder(REGISTRY_FILES.income.name),
    'registry_stage_income',
    [
      { column: 'statement_id', from: 'statement_id', kind: 'integer' },
      { column: 'net_turnover', from: 'net_turnover', kind: 'integer' },
      { column: 'net_income', from: 'net_income', kind: 'integer' },
    ],
    hasKey,
  )
  const balance = await copyCsvFile(
    client,
    folder(REGISTRY_FILES.balance.name),
    'registry_stage_balance',
    [
      { column: 'statement_id', from: 'statement_id', kind: 'integer' },
      { column: 'total_assets', from: 'total_assets', kind: 'integer' },
      { column: 'equity', from: 'equity', kind: 'integer' },
    ],
    hasKey,
  )
  return { statements: statements.rows, income: income.rows, balance: balance.rows }
}

export async function mergeReports(client: PoolClient, folder: (name: string) => string) {
  const rows = await stage(client, folder)
  await client.query('ANALYZE registry_stage_statements; ANALYZE registry_stage_income; ANALYZE registry_stage_balance')

  const euros = (column: string) => `round(${column} * f.factor)::bigint`
  const set = REPORT_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')
  const mine = REPORT_COLUMNS.map((column) => `registry_reports.${column}`).join(', ')
  const theirs = REPORT_COLUMNS.map((column) => `excluded.${column}`).join(', ')
  const merged = await client.query(`
    WITH chosen AS (
      SELECT DISTINCT ON (s.regcode, s.year) s.regcode, s.year, s.id AS statement_id, s.source_type, s.employees,
        ${euros('i.net_turnover')} AS turnover, ${euros('i.net_income')} AS profit,
        ${euros('b.total_assets')} AS total_assets, ${euros('b.equity')} AS equity
      FROM registry_stage_statements s
      CROSS JOIN LATERAL (
        SELECT (CASE s.rounded WHEN 'THOUSANDS' THEN 1000 WHEN 'MILLIONS' THEN 1000000 ELSE 1 END)::numeric
          / (CASE s.currency WHEN 'LVL' THEN ${LVL_PER_EUR} ELSE 1 END) AS factor
      ) f
      LEFT JOIN registry_stage_income i ON i.statement_id = s.id
      LEFT JOIN registry_stage_balance b ON b.statement_id = s.id
      WHERE s.id IS NOT NULL AND s.regcode ~ '^[0-9]{11}$' AND s.year IS NOT NULL
      ORDER BY s.regcode, s.year, CASE s.source_type WHEN 'UGP' THEN 0 WHEN 'UKGP' THEN 2 ELSE 1 END, s.id
    ), merged AS (
      INSERT INTO registry_reports (regcode, year, ${REPORT_COLUMNS.join(', ')})
      SELECT regcode, year, ${REPORT_COLUMNS.join(', ')} FROM chosen
      ON CONFLICT (regcode, year) DO UPDATE SET ${set}
      WHERE (${mine}) IS DISTINCT FROM (${theirs})
      RETURNING regcode
    )
    INSERT INTO registry_changed SELECT regcode FROM merged`)
  const removed = await client.query(`
    WITH removed AS (
      DELETE FROM registry_reports r
      WHERE NOT EXISTS (SELECT 1 FROM registry_stage_statements s WHERE s.regcode = r.regcode AND s.year = r.year)
      RETURNING regcode
    )
    INSERT INTO registry_changed SELECT regcode FROM removed`)
  const orphans = await client.query<{ parts: string }>(`
    SELECT (SELECT count(*) FROM registry_stage_income i WHERE NOT EXISTS (SELECT 1 FROM registry_stage_statements s WHERE s.id = i.statement_id))
      + (SELECT count(*) FROM registry_stage_balance b WHERE NOT EXISTS (SELECT 1 FROM registry_stage_statements s WHERE s.id = b.statement_id))
      AS parts`)
  return { rows, changed: merged.rowCount ?? 0, removed: removed.rowCount ?? 0, orphanParts: Number(orphans.rows[0].parts) }
}
