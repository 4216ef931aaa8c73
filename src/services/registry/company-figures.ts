import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { normalRegistrationNumber } from '@/lib/registration-number'

import { REGISTER_TABLES } from './register-tables'

/** The register's closing codes: liquidated, reorganised (notes/register-open-data.md §1). */
export type ClosedCode = 'L' | 'R'

/** A company as the Register of Enterprises has it, with its newest annual report in whole euros. */
export type CompanyFigures = {
  regcode: string
  name: string
  /** Neither struck off nor closed: `terminated` and `closed` both empty. */
  active: boolean
  closed: ClosedCode | null
  terminated: string | null
  /** Loaded from the generated demo register (src/seed/), not from data.gov.lv. */
  sample: boolean
  /** The newest report; all null when the company filed none. */
  year: number | null
  turnover: number | null
  profit: number | null
  employees: number | null
  totalAssets: number | null
  equity: number | null
}

type Row = {
  regcode: string
  name: string
  closed: string | null
  terminated: string | null
  sample: boolean
  year: number | null
  turnover: string | null
  profit: string | null
  employees: number | null
  total_assets: string | null
  equity: string | null
}

const amount = (value: string | null) => (value === null ? null : Number(value))

const toFigures = (row: Row): CompanyFigures => ({
  regcode: row.regcode,
  name: row.name,
  active: row.closed === null && row.terminated === null,
  closed: row.closed === 'L' || row.closed === 'R' ? row.closed : null,
  terminated: row.terminated,
  sample: row.sample,
  year: row.year,
  turnover: amount(row.turnover),
  profit: amount(row.profit),
  employees: row.employees,
  totalAssets: amount(row.total_assets),
  equity: amount(row.equity),
})

/**
 * Where the register is read: the pool, or the transaction of a save that checks it (a second
 * connection taken while the save's own is held would let concurrent saves exhaust the pool).
 */
export type RegistryDb = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * The register's facts for these registration numbers, keyed by number; a number the register
 * does not know is absent. One statement: each company with its newest report.
 */
export async function companiesFigures(
  payload: Payload,
  regcodes: string[],
  db: RegistryDb = payload.db.drizzle,
): Promise<Map<string, CompanyFigures>> {
  const wanted = [...new Set(regcodes.map(normalRegistrationNumber))]
  if (wanted.length === 0) return new Map()
  const { rows } = await db.execute<Row>(sql`
    SELECT c.regcode, c.name, c.closed, to_char(c.terminated, 'YYYY-MM-DD') AS terminated, c.sample,
      r.year, r.turnover, r.profit, r.employees, r.total_assets, r.equity
    FROM registry_companies c
    LEFT JOIN LATERAL (
      SELECT * FROM registry_reports r WHERE r.regcode = c.regcode::bigint ORDER BY r.year DESC LIMIT 1
    ) r ON true
    WHERE c.regcode IN (${sql.join(
      wanted.map((code) => sql`${code}`),
      sql`, `,
    )})`)
  return new Map(rows.map((row) => [row.regcode, toFigures(row)]))
}

/**
 * A company's register facts and newest filed figures by its registration number (spaces
 * allowed), or null when the register does not know it or holds no data at all.
 */
export async function companyFigures(payload: Payload, regcode: string, db?: RegistryDb): Promise<CompanyFigures | null> {
  return (await companiesFigures(payload, [regcode], db)).get(normalRegistrationNumber(regcode)) ?? null
}

/** Whether any register data is loaded: without it no listing is checked and no badge shows. */
export async function registryLoaded(payload: Payload, db: RegistryDb = payload.db.drizzle): Promise<boolean> {
  const { rows } = await db.execute<{ loaded: boolean }>(
    sql.raw(`SELECT EXISTS (SELECT 1 FROM ${REGISTER_TABLES.register.live}) AS loaded`),
  )
  return Boolean(rows[0]?.loaded)
}
