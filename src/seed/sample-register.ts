import fs from 'node:fs'
import { once } from 'node:events'
import path from 'node:path'

import { registrationCheckDigit } from '@/lib/registration-number'

import { REGISTRY_FILES, REGISTRY_HEADERS, type RegistryFileKey, type StateFileKey } from '@/services/registry/registry-files'

/*
 * Register files of the real shape (notes/register-open-data.md), generated: for the tests, the
 * demo seed and the bench, so all three meet what data.gov.lv publishes — `;` separators, names
 * quoted with doubled quotes and holding `;`, the single space of an open company's `closed`,
 * THOUSANDS and LVL reports, consolidated reports beside annual ones, parts without a statement.
 * The state's risk files (notes/state-open-data.md) are written from rows given column by column,
 * as their publisher writes them: the register's `;`-separated, VID's `,`-separated with every
 * field quoted. Written as streams, so a bench's millions of rows never sit in memory.
 */

export type SampleCompany = {
  regcode: string
  /** As the register writes it, quotes included: `SIA "Kafija; Tēja"`. */
  name: string
  type?: string
  registered?: string
  terminated?: string
  /** 'L' liquidated, 'R' reorganised; an open company's is a single space. */
  closed?: 'L' | 'R'
  address?: string
  atvk?: string
}

export type SampleReport = {
  id: number
  regcode: string
  year: number
  sourceType?: 'UGP' | 'UKGP' | 'BNAGP' | ''
  employees?: number | null
  rounded?: 'ONES' | 'THOUSANDS' | 'MILLIONS'
  currency?: 'EUR' | 'LVL'
  /** In the report's own units and currency, as filed. */
  turnover?: number | null
  profit?: number | null
  totalAssets?: number | null
  equity?: number | null
}

/** An income statement or balance sheet whose statement is in no financial_statements row. */
export type OrphanPart = { statementId: number; file: 'income' | 'balance' }

/** A state file's row, by column name as its header has it; a column not given is empty. */
export type StateRow = Record<string, string | number | null | undefined>

/** Rows of a state file: an array, or a function giving a fresh iterable (a bench's generator). */
export type StateRows = Iterable<StateRow> | (() => Iterable<StateRow>)

export type SampleRegister = {
  companies: Iterable<SampleCompany>
  reports: Iterable<SampleReport>
  orphans?: OrphanPart[]
  /** The state's files' rows; a file not given is written with its header alone. */
  state?: Partial<Record<StateFileKey, StateRows>>
  /** Start each file with a UTF-8 byte order mark, as some downloads do. */
  bom?: boolean
}

/** The `n`-th valid registration number of a legal entity from `base` on (its first ten digits). */
export function sampleRegistrationNumber(n: number, base = 4000300000): string {
  let prefix = base + n
  for (;;) {
    const digit = registrationCheckDigit(String(prefix))
    if (digit !== null) return `${prefix}${digit}`
    prefix += 1e6
  }
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`

/** A field written the way the register's files do: bare unless it needs quotes. */
const field = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[;"\n\r]/.test(text) ? quote(text) : text
}

const line = (values: (string | number | null | undefined)[]) => `${values.map(field).join(';')}\n`

/** A state file's row as its publisher writes it: VID quotes every field, the register only where needed. */
function stateLine(key: StateFileKey, row: StateRow): string {
  const { delimiter } = REGISTRY_FILES[key]
  const values = REGISTRY_HEADERS[key].map((column) => row[column])
  if (delimiter === ';') return line(values)
  return `${values.map((value) => quote(value === null || value === undefined ? '' : String(value))).join(delimiter)}\n`
}

function companyLine(company: SampleCompany): string {
  const inQuotes = /"(.*)"/.exec(company.name)?.[1] ?? company.name
  const before = company.name.split('"')[0].trim()
  return [
    company.regcode,
    `LV03ZZZ${company.regcode}`,
    // The register quotes every name and the empty part after the quotes too.
    quote(company.name),
    field(before),
    field(inQuotes),
    '""',
    '0',
    'K',
    'Komercreģistrs',
    company.type ?? 'SIA',
    'Sabiedrība ar ierobežotu atbildību',
    company.registered ?? '2010-05-04',
    company.terminated ?? '',
    company.closed ?? ' ',
    field(company.address ?? 'Rīga, Brīvības iela 1'),
    'LV-1010',
    '100000001',
    '0',
    '100003003',
    company.atvk ?? '0010000',
    '',
  ].join(';')
}

function statementLine(report: SampleReport): string {
  return line([
    report.id,
    report.id + 16_000_000,
    report.regcode,
    'DokGPUIENv1',
    report.sourceType ?? 'UGP',
    report.year,
    `${report.year}-01-01`,
    `${report.year}-12-31`,
    report.employees,
    report.rounded ?? 'ONES',
    report.currency ?? (report.year < 2014 ? 'LVL' : 'EUR'),
    `${report.year + 1}-04-20 10:15:00.000`,
  ])
}

/** A part's row: the statement id, the file id, then `values` in the named columns and zeros elsewhere. */
function partLine(file: 'income' | 'balance', statementId: number, values: Record<string, number | null | undefined>): string {
  return line(
    REGISTRY_HEADERS[file].map((column) => {
      if (column === 'statement_id') return statementId
      if (column === 'file_id') return statementId + 16_000_000
      return column in values ? values[column] : 0
    }),
  )
}

async function writeLines(file: string, header: string, lines: Iterable<string>, bom: boolean): Promise<number> {
  const out = fs.createWriteStream(file)
  let buffer = `${bom ? '\uFEFF' : ''}${header}\n`
  let rows = 0
  for (const text of lines) {
    buffer += text
    rows++
    if (buffer.length > 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain')
      buffer = ''
    }
  }
  out.end(buffer)
  await once(out, 'finish')
  return rows
}

function* map<T, U>(items: Iterable<T>, each: (item: T) => U | undefined): Iterable<U> {
  for (const item of items) {
    const result = each(item)
    if (result !== undefined) yield result
  }
}

/** A file's header row as its publisher writes it. */
const headerOf = (key: RegistryFileKey) => {
  const { delimiter } = REGISTRY_FILES[key]
  const names = REGISTRY_HEADERS[key]
  return delimiter === ';' ? names.join(';') : names.map(quote).join(delimiter)
}

/**
 * Writes register.csv, the three report files and the state's files into `folder` (made if
 * missing). Reports are read once per file, so give an array or a generator function's fresh
 * result each time: a function returning the iterable is called once per file.
 */
export async function writeRegistryFiles(
  folder: string,
  register: Omit<SampleRegister, 'reports'> & { reports: Iterable<SampleReport> | (() => Iterable<SampleReport>) },
): Promise<Record<RegistryFileKey, string>> {
  await fs.promises.mkdir(folder, { recursive: true })
  const bom = register.bom ?? false
  const reports = () => (typeof register.reports === 'function' ? register.reports() : register.reports)
  const orphans = register.orphans ?? []
  const paths = Object.fromEntries(Object.entries(REGISTRY_FILES).map(([key, file]) => [key, path.join(folder, file.name)])) as Record<
    RegistryFileKey,
    string
  >

  await writeLines(
    paths.register,
    headerOf('register'),
    map(register.companies, (company) => `${companyLine(company)}\n`),
    bom,
  )
  await writeLines(paths.statements, headerOf('statements'), map(reports(), statementLine), bom)
  const parts = (file: 'income' | 'balance', values: (report: SampleReport) => Record<string, number | null | undefined>) =>
    function* () {
      yield* map(reports(), (report) => partLine(file, report.id, values(report)))
      for (const orphan of orphans.filter((each) => each.file === file)) yield partLine(file, orphan.statementId, {})
    }
  await writeLines(
    paths.income,
    headerOf('income'),
    parts('income', (report) => ({ net_turnover: report.turnover, net_income: report.profit }))(),
    bom,
  )
  await writeLines(
    paths.balance,
    headerOf('balance'),
    parts('balance', (report) => ({ total_assets: report.totalAssets, equity: report.equity, total_equities: report.totalAssets }))(),
    bom,
  )
  for (const key of Object.keys(REGISTRY_FILES) as RegistryFileKey[]) {
    if (key === 'register' || key === 'statements' || key === 'income' || key === 'balance') continue
    const given = register.state?.[key] ?? []
    const rows = typeof given === 'function' ? given() : given
    // VID's files start with a byte order mark before the quoted header (notes/state-open-data.md §0).
    await writeLines(
      paths[key],
      headerOf(key),
      map(rows, (row) => stateLine(key, row)),
      bom || REGISTRY_FILES[key].delimiter === ',',
    )
  }
  return paths
}
