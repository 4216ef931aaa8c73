import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { REGISTER_TABLES } from '@/services/registry/register-tables'
import { STATE_TABLES } from '@/services/registry/state-tables'

const { register, statements, income, balance } = REGISTER_TABLES

/**
 * Empties the register's tables. A test file that loads register data calls it when done: with
 * data loaded, every seller's save is checked against the register, which later files in the same
 * worker's database do not expect.
 */
export async function clearRegistry(payload: Payload): Promise<void> {
  const tables = [...Object.values(REGISTER_TABLES), ...Object.values(STATE_TABLES)].map((table) => table.live)
  await payload.db.drizzle.execute(sql.raw(`TRUNCATE ${tables.join(', ')}, registry_files, registry_listing_years`))
}

export type FiledReport = {
  year: number
  statementId: number
  employees: number
  turnover: number
  profit: number
  totalAssets: number
  equity: number
}

/** What the helper needs of a database: a pg Pool or Client. */
type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> }

/**
 * A company of a test's own in the register, with its reports in whole euros, written as an import
 * of the files would leave them (the company's earlier rows replaced).
 */
export async function putRegistryCompany(db: Queryable, company: { regcode: string; name: string; reports?: FiledReport[] }) {
  const { regcode } = company
  await db.query(`DELETE FROM ${register.live} WHERE btrim(regcode) = $1`, [regcode])
  for (const part of [income, balance]) {
    await db.query(
      `DELETE FROM ${part.live} WHERE statement_id IN (SELECT id FROM ${statements.live} WHERE legal_entity_registration_number = $1::bigint)`,
      [regcode],
    )
  }
  await db.query(`DELETE FROM ${statements.live} WHERE legal_entity_registration_number = $1::bigint`, [regcode])
  await db.query(`INSERT INTO ${register.live} (regcode, name) VALUES ($1, $2)`, [regcode, company.name])
  for (const report of company.reports ?? []) {
    await db.query(
      `INSERT INTO ${statements.live} (id, legal_entity_registration_number, source_type, year, employees, rounded_to_nearest, currency)
       VALUES ($1, $2::bigint, 'UGP', $3, $4, 'ONES', 'EUR')`,
      [report.statementId, regcode, report.year, report.employees],
    )
    await db.query(`INSERT INTO ${income.live} (statement_id, net_turnover, net_income) VALUES ($1, $2, $3)`, [
      report.statementId,
      report.turnover,
      report.profit,
    ])
    await db.query(`INSERT INTO ${balance.live} (statement_id, total_assets, equity) VALUES ($1, $2, $3)`, [
      report.statementId,
      report.totalAssets,
      report.equity,
    ])
  }
}
