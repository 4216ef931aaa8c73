import type { PoolClient } from 'pg'

import { copyCsvFile, textOf } from './copy-csv'
import { isEmpty, runTouching, upsertStatement } from './merge-sql'
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

async function stage(client: PoolClient, inFolder: (name: string) => string) {
  // One after the other: the staging tables are this session's, and a session copies one stream at a time.
  const statements = await copyCsvFile(client, inFolder(REGISTRY_FILES.statements.name), STAGES.statements, {
    id: 'bigint',
    legal_entity_registration_number: 'text',
    source_type: 'text',
    year: 'integer',
    // The average headcount: whole in every file seen, read as a number that may not be.
    employees: 'numeric',
    rounded_to_nearest: 'text',
    currency: 'text',
  })
  const income = await copyCsvFile(client, inFolder(REGISTRY_FILES.income.name), STAGES.income, {
    statement_id: 'bigint',
    net_turnover: 'bigint',
    net_income: 'bigint',
  })
  const balance = await copyCsvFile(client, inFolder(REGISTRY_FILES.balance.name), STAGES.balance, {
    statement_id: 'bigint',
    total_assets: 'bigint',
    equity: 'bigint',
  })
  return { statements, income, balance }
}

/** Each statement typed once: its company, year, kind and the factor that makes its money whole euros. */
const STATEMENTS = `
  SELECT id, btrim(legal_entity_registration_number) AS regcode, ${textOf('source_type')} AS source_type,
    year, round(employees)::integer AS employees,
    (CASE btrim(rounded_to_nearest) WHEN 'THOUSANDS' THEN 1000 WHEN 'MILLIONS' THEN 1000000 ELSE 1 END)::numeric
      / (CASE btrim(currency) WHEN 'LVL' THEN ${LVL_PER_EUR} ELSE 1 END) AS factor
  FROM ${STAGES.statements}`

/**
 * The statement kept per company and year, found by hashing rather than sorting two million rows:
 * the smallest (kind's rank, id), the rank as the high digits (UGP 0, others 1, UKGP 2).
 */
const CHOSEN_IDS = `
  SELECT min((CASE source_type WHEN 'UGP' THEN 0 WHEN 'UKGP' THEN 2 ELSE 1 END)::numeric * 1e18 + id) % 1e18 AS id
  FROM (${STATEMENTS}) s
  WHERE id IS NOT NULL AND regcode ~ '^[0-9]{11}$' AND year IS NOT NULL
  GROUP BY regcode, year`

export async function mergeReports(client: PoolClient, inFolder: (name: string) => string) {
  const rows = await stage(client, inFolder)
  const empty = await isEmpty(client, 'registry_reports')
  const euros = (value: string) => `round(${value} * s.factor)::bigint`
  const merged = await runTouching(
    client,
    upsertStatement({
      table: 'registry_reports',
      key: ['regcode', 'year'],
      columns: REPORT_COLUMNS,
      select: `SELECT s.regcode, s.year, s.id, s.source_type, s.employees,
          ${euros('i.net_turnover')}, ${euros('i.net_income')}, ${euros('b.total_assets')}, ${euros('b.equity')}
        FROM (${CHOSEN_IDS}) c
        JOIN (${STATEMENTS}) s ON s.id = c.id::bigint
        LEFT JOIN ${STAGES.income} i ON i.statement_id = s.id
        LEFT JOIN ${STAGES.balance} b ON b.statement_id = s.id`,
      empty,
    }),
  )
  // A first import has nothing to remove.
  const removed = empty
    ? { count: 0, listings: [] }
    : await runTouching(
        client,
        `DELETE FROM registry_reports r WHERE NOT EXISTS (
          SELECT 1 FROM ${STAGES.statements} s WHERE btrim(s.legal_entity_registration_number) = r.regcode AND s.year = r.year
        ) RETURNING regcode`,
      )
  const orphans = await client.query<{ parts: string }>(`
    SELECT count(DISTINCT p.id) AS parts FROM (
      SELECT statement_id AS id FROM ${STAGES.income} UNION ALL SELECT statement_id FROM ${STAGES.balance}
    ) p
    WHERE NOT EXISTS (SELECT 1 FROM ${STAGES.statements} s WHERE s.id = p.id)`)
  return {
    rows,
    changed: merged.count,
    removed: removed.count,
    orphanParts: Number(orphans.rows[0].parts),
    listings: [...merged.listings, ...removed.listings],
  }
}
