import { REGISTRATION_NUMBER_LENGTH } from '@/lib/registration-number'

import { LVL_PER_EUR, type RegisterFileKey, type RegistryFileKey } from './registry-files'

/*
 * Where the register's files live in PostgreSQL: each file as published, in a table of its own
 * (every column of its header, the ones the site reads typed so COPY checks them once), with the
 * one index its readers need. Two views read them as the site uses them, `registry_companies`
 * and `registry_reports`; nothing else reads the tables. An import loads each changed file into
 * a fresh table beside the live one and swaps the two when it commits (swap-tables.ts), so the
 * files are copied once and no row is written twice (docs/decisions/082-the-register-import-copies-files-once.md).
 */

/** A column's type in a file's table: text, or a number COPY reads itself. */
export type ColumnType = 'text' | 'bigint' | 'integer' | 'numeric'

export type RegisterTable = {
  file: RegistryFileKey
  /** The table the views read. */
  live: string
  /** The table an import fills before the swap. */
  next: string
  /** The columns the views read, with their types; the rest of a file's columns are text. */
  read: Record<string, ColumnType>
  /** The index's expression: how the views look a row up. */
  key: string
  /** What names a row (of the table aliased `alias`) from one day's file to the next: the company, or the statement. */
  rowKey: (alias: string) => string
  /**
   * What the views compute from text, evaluated over every row once loaded: a value they could
   * not read stops the import with PostgreSQL's message, rather than a page that reads it later.
   */
  checks?: string[]
  /**
   * Checks that read one column alone, evaluated once for each distinct value it holds rather than
   * for every row: a file that repeats a few labels over every row (the quarter's) pays for a few.
   */
  valueChecks?: { column: string; checks: string[] }
  /**
   * Only the columns of `read` reach the database: the file's others (names of people, free-text
   * grounds) are dropped from the stream before COPY (keep-columns.ts). Without it every column is loaded.
   */
  only?: boolean
  /** Whether a row is loaded at all, by its fields' text (with `only`): rows it refuses never reach the database. */
  keepRow?: (value: (column: string) => string) => boolean
}

const table = (
  file: RegistryFileKey,
  read: Record<string, ColumnType>,
  { key, rowKey, checks }: Pick<RegisterTable, 'key' | 'rowKey' | 'checks'>,
): RegisterTable => ({ file, live: `registry_${file}`, next: `registry_next_${file}`, read, key, rowKey, checks })

/** A report's parts (income statement, balance sheet) are found by their statement's id. */
const PART_KEYS = { key: 'statement_id', rowKey: (alias: string) => `${alias}.statement_id` }

export const REGISTER_TABLES = {
  // The register's columns stay text: it writes a single space for "none", which the view trims.
  register: table(
    'register',
    {
      regcode: 'text',
      name: 'text',
      regtype: 'text',
      type: 'text',
      registered: 'text',
      terminated: 'text',
      closed: 'text',
      address: 'text',
      atvk: 'text',
    },
    {
      key: 'btrim(regcode)',
      rowKey: (alias) => `btrim(${alias}.regcode)`,
      checks: ["nullif(btrim(registered), '')::date", "nullif(btrim(terminated), '')::date"],
    },
  ),
  statements: table(
    'statements',
    {
      id: 'bigint',
      // Typed, so a malformed company number stops the import with PostgreSQL's message.
      legal_entity_registration_number: 'bigint',
      source_type: 'text',
      year: 'integer',
      // The average headcount: whole in every file seen, read as a number that may not be.
      employees: 'numeric',
      rounded_to_nearest: 'text',
      currency: 'text',
    },
    { key: 'legal_entity_registration_number, year', rowKey: (alias) => `${alias}.id`, checks: ['round(employees)::integer'] },
  ),
  income: table('income', { statement_id: 'bigint', net_turnover: 'bigint', net_income: 'bigint' }, PART_KEYS),
  balance: table('balance', { statement_id: 'bigint', total_assets: 'bigint', equity: 'bigint' }, PART_KEYS),
} as const satisfies Record<RegisterFileKey, RegisterTable>

/** The register's table has one column of ours: whether its rows are the demo's generated sample. */
export const SAMPLE_COLUMN = 'sample'

/** That column's definition, its rows marked as sample data or not. */
export const sampleColumn = (sample: boolean) => `${SAMPLE_COLUMN} boolean NOT NULL DEFAULT ${sample}`

/** A column name as an SQL identifier. */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A registration number's shape, as a PostgreSQL pattern (src/lib/registration-number.ts). */
const NUMBER_PATTERN = `'^[0-9]{${REGISTRATION_NUMBER_LENGTH}}$'`

export const REPORT_TABLES = [REGISTER_TABLES.statements, REGISTER_TABLES.income, REGISTER_TABLES.balance] as const

export const keyIndex = (tableName: string) => `${tableName}_key`

/** Staged text as the site reads it: trimmed, NULL when blank. */
const textOf = (column: string) => `nullif(btrim(${column}), '')`

/**
 * The companies: one row per well-formed registration number (the first the file holds, should
 * it hold one twice), text trimmed and dates read.
 */
export const COMPANIES_VIEW = `CREATE VIEW registry_companies AS
  SELECT DISTINCT ON (btrim(regcode)) btrim(regcode) AS regcode, name, ${textOf('regtype')} AS regtype, ${textOf('type')} AS type,
    ${textOf('registered')}::date AS registered, ${textOf('terminated')}::date AS terminated, ${textOf('closed')} AS closed,
    ${textOf('address')} AS address, ${textOf('atvk')} AS atvk, ${SAMPLE_COLUMN}
  FROM ${REGISTER_TABLES.register.live}
  WHERE btrim(regcode) ~ ${NUMBER_PATTERN} AND name IS NOT NULL
  ORDER BY btrim(regcode)`

/** Eleven digits without a leading zero, as every legal entity's number is (its first digit 4 to 9). */
const ELEVEN_DIGITS = 'BETWEEN 10000000000 AND 99999999999'

/** A money column in whole euros: most reports are in euros and ones, which need no arithmetic. */
const euros = (value: string) => `CASE WHEN factor = 1 THEN ${value} ELSE round(${value} * factor)::bigint END`

/**
 * A registration number as the reports view keys it (a number, whose index builds in half the time
 * of text's), from a text column that may hold anything: NULL, matching nothing, unless eleven digits.
 */
export const reportKey = (column: string) => `CASE WHEN ${column} ~ ${NUMBER_PATTERN} THEN ${column}::bigint END`

/**
 * One report per company and year, in whole euros: the annual report (UGP) before any other
 * kind, a consolidated one (UKGP) last, the first filed (lowest id) among equals; money
 * multiplied out of THOUSANDS and MILLIONS and converted from lats (1 EUR = 0.702804 LVL); the
 * parts (income statement, balance sheet) joined by statement id. A reader asks for one company,
 * which the index finds with its handful of reports; `regcode` is a number (reportKey).
 */
export const REPORTS_VIEW = `CREATE VIEW registry_reports AS
  SELECT regcode, year, statement_id, source_type, employees,
    ${euros('turnover')} AS turnover, ${euros('profit')} AS profit, ${euros('total_assets')} AS total_assets, ${euros('equity')} AS equity
  FROM (
    SELECT DISTINCT ON (s.legal_entity_registration_number, s.year)
      s.legal_entity_registration_number AS regcode, s.year, s.id AS statement_id, ${textOf('s.source_type')} AS source_type,
      round(s.employees)::integer AS employees, i.net_turnover AS turnover, i.net_income AS profit, b.total_assets, b.equity,
      (CASE btrim(s.rounded_to_nearest) WHEN 'THOUSANDS' THEN 1000 WHEN 'MILLIONS' THEN 1000000 ELSE 1 END)::numeric
        / (CASE btrim(s.currency) WHEN 'LVL' THEN ${LVL_PER_EUR} ELSE 1 END) AS factor
    FROM ${REGISTER_TABLES.statements.live} s
    LEFT JOIN ${REGISTER_TABLES.income.live} i ON i.statement_id = s.id
    LEFT JOIN ${REGISTER_TABLES.balance.live} b ON b.statement_id = s.id
    WHERE s.legal_entity_registration_number ${ELEVEN_DIGITS} AND s.year IS NOT NULL AND s.id IS NOT NULL
    ORDER BY s.legal_entity_registration_number, s.year,
      CASE ${textOf('s.source_type')} WHEN 'UGP' THEN 0 WHEN 'UKGP' THEN 2 ELSE 1 END, s.id
  ) chosen`

/**
 * Tables swapped in together, and the view that reads them (dropped and made again around the
 * swap; none when readers read the table itself). A group that keeps what earlier files held
 * (the quarterly taxes, a file of one quarter at a time) merges its fresh table into the live one
 * instead (`merge`: statements run in the swap's place).
 */
export type RegisterGroup = { tables: readonly RegisterTable[]; view?: string; create?: string; merge?: string[] }

export const COMPANIES_GROUP = {
  tables: [REGISTER_TABLES.register],
  view: 'registry_companies',
  create: COMPANIES_VIEW,
} satisfies RegisterGroup

export const REPORTS_GROUP = { tables: REPORT_TABLES, view: 'registry_reports', create: REPORTS_VIEW } satisfies RegisterGroup
