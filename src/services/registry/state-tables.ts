import { type RedFlagKind, type RedFlagSource, FLAGGED_RATINGS } from '@/lib/red-flags'

import { identifier, type RegisterGroup, type RegisterTable } from './register-tables'
import type { StateFileKey } from './registry-files'

/*
 * The state's risk files in PostgreSQL (notes/state-open-data.md), one row each: the columns kept
 * (every other one is dropped before the database: names of people, free-text grounds), how each
 * is read (the SQL that parses the file's text: quoted numbers, DD.MM.YYYY with padding, thousands
 * of euros with spaces or a decimal comma), the table, and the red flags it gives. The import
 * loads each as it does the register's files (load-file-table.ts, swap-tables.ts); the flags are
 * read by red-flags.ts. Tables keep the files' text: what is parsed is checked once at import, so a
 * value no reader could read stops that file's part with PostgreSQL's message naming it.
 */

/** A flag as a file gives it for one company: its kind, when it began, when it ends (if known), and its detail (the rating). */
export type FlagSelect = (table: string, regcode: string) => string

export type StateTable = RegisterTable & {
  file: StateFileKey
  /** What the flags and the mismatch read, each a SQL expression over the table's text columns. */
  parse: Record<string, string>
  /** The source a flag from this file names, and the SELECT of its flags for the company `regcode` (an SQL expression). */
  source?: RedFlagSource
  flags?: FlagSelect
}

const column = (name: string) => identifier(name)

/** A registration number as the state's files write it: VID puts it in single quotes (`'40001005630'`), some pad it. */
export const stateCode = (name: string) => `nullif(btrim(${column(name)}, ''' '), '')`

/** `YYYY-MM-DD`, or nothing (empty, or the `0000-00-00` some loaders meet). */
const isoDate = (name: string) => `nullif(nullif(btrim(${column(name)}), ''), '0000-00-00')::date`

/**
 * VID's `DD.MM.YYYY`, padded with spaces (`" 09.01.2014 "`), blank as `"  "`, now and then with a
 * suffix (`24.07.2026 (spēkā neesošs)`): the first such date in the text. Text holding none is
 * cast as it is, so a value that is no date stops the import with PostgreSQL's message.
 */
const dmyDate = (name: string) =>
  `coalesce(to_date(substring(${column(name)} from '[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}'), 'DD.MM.YYYY'), nullif(btrim(${column(name)}), '')::date)`

/** Spaces of any kind inside a number: `3 067.73`, with a no-break or a narrow no-break space. */
const SPACES = `'[[:space:]\u00a0\u202f]'`

/**
 * A number as VID writes it: `-158.19`, `" -0.26"`, `3 067.73`, `3 067,73`. A comma before a
 * point separates thousands; a comma alone is the decimal point.
 */
const decimal = (name: string) => {
  const bare = `nullif(regexp_replace(${column(name)}, ${SPACES}, '', 'g'), '')`
  return `(CASE WHEN ${bare} ~ ',.*\\.' THEN replace(${bare}, ',', '') ELSE replace(${bare}, ',', '.') END)::numeric`
}

/** Thousands of euros, as the tax files count, in euros. */
const thousandsOfEuros = (name: string) => `(${decimal(name)} * 1000)`

/** A period label, `2026. gada 2. ceturksnis`: its year and quarter. */
const PERIOD = `'([0-9]{4})\\. *gada *([1-4])\\.'`
const periodPart = (name: string, part: 1 | 2) => `(regexp_match(${column(name)}, ${PERIOD}))[${part}]::integer`
/** A label that names no quarter is refused, naming it, rather than read as none. */
const periodCheck = (name: string) =>
  `CASE WHEN nullif(btrim(${column(name)}), '') IS NOT NULL AND ${periodPart(name, 1)} IS NULL THEN btrim(${column(name)})::integer END`

/** A kind as an SQL literal. */
const kind = (name: RedFlagKind) => `'${name}'`

/** A flag's row: kind, since, until and detail (SQL expressions), as every file's SELECT lists them. */
const flag = (kindOf: string, since: string, until = 'NULL::date', detail = 'NULL::text') =>
  `${kindOf} AS kind, ${since} AS since, ${until} AS until, ${detail} AS detail`

const text = (names: string[]) => Object.fromEntries(names.map((name) => [name, 'text' as const]))

const DAY_MS = 86_400_000

/**
 * Proceedings that ended over a year ago are not loaded: no flag needs them, and a natural
 * person's (a sole trader's) may be public only until a year after it ends (Insolvency Law
 * s.132(3); the file does not say who is a person).
 */
export const ENDED_PROCEEDINGS_KEPT_DAYS = 365

function recentProceeding(value: (column: string) => string, now = Date.now()): boolean {
  const ended = value('proceeding_ended_on')
  if (ended === '' || ended.startsWith('0000')) return true
  const time = Date.parse(ended)
  // A date no one can read is loaded, so the import's check refuses the file naming it.
  return Number.isNaN(time) || now - time <= ENDED_PROCEEDINGS_KEPT_DAYS * DAY_MS
}

const stateTable = (
  file: StateFileKey,
  live: string,
  code: string,
  parse: Record<string, string>,
  extra: Pick<StateTable, 'source' | 'flags' | 'keepRow'> & {
    keep?: string[]
    /** What of `parse` reads this one column alone: checked once per distinct value (RegisterTable.valueChecks). */
    perValue?: { column: string; names: string[] }
  } = {},
): StateTable => ({
  file,
  live,
  next: `registry_next_${live.replace(/^registry_/, '')}`,
  read: text([code, ...(extra.keep ?? [])]),
  only: true,
  key: stateCode(code),
  rowKey: (alias) => `${alias}.${column(code)}`,
  checks: Object.entries(parse).flatMap(([name, sql]) => (extra.perValue?.names.includes(name) ? [] : [sql])),
  valueChecks: extra.perValue && { column: extra.perValue.column, checks: extra.perValue.names.map((name) => parse[name]) },
  parse: { regcode: stateCode(code), ...parse },
  source: extra.source,
  flags: extra.flags,
  keepRow: extra.keepRow,
})

const INSOLVENCY_KEPT = ['proceeding_id', 'proceeding_started_on', 'proceeding_ended_on', 'proceeding_form']

export const STATE_TABLES = {
  insolvency: stateTable(
    'insolvency',
    'registry_insolvency',
    'debtor_registration_number',
    {
      started: isoDate('proceeding_started_on'),
      ended: isoDate('proceeding_ended_on'),
      form: `btrim(${column('proceeding_form')})`,
    },
    {
      keep: INSOLVENCY_KEPT,
      keepRow: (value) => recentProceeding(value),
      source: 'ur_insolvency',
      // Open: started and not ended. A rescue (legal protection, in court or out of it) is told apart; any other form is an insolvency.
      flags: (table, regcode) => `SELECT DISTINCT ${flag(
        `CASE WHEN btrim(${column('proceeding_form')}) IN ('LEGAL_PROTECTION', 'OUT_OF_COURT_LEGAL_PROTECTION') THEN ${kind('legal_protection')} ELSE ${kind('insolvency')} END`,
        isoDate('proceeding_started_on'),
      )}
        FROM ${table} WHERE ${stateCode('debtor_registration_number')} = ${regcode}
          AND ${isoDate('proceeding_started_on')} IS NOT NULL AND ${isoDate('proceeding_ended_on')} IS NULL`,
    },
  ),
  liquidations: stateTable(
    'liquidations',
    'registry_liquidations',
    'legal_entity_registration_number',
    { since: isoDate('date_from') },
    {
      keep: ['liquidation_type', 'date_from'],
      source: 'ur_liquidations',
      // The file has no end: a finished liquidation is a company the register shows terminated, which is not listed at all.
      flags: (table, regcode) => `SELECT ${flag(kind('liquidation'), `min(${isoDate('date_from')})`)}
        FROM ${table} WHERE ${stateCode('legal_entity_registration_number')} = ${regcode}
          AND NOT EXISTS (SELECT 1 FROM registry_companies c WHERE c.regcode = ${regcode} AND c.terminated IS NOT NULL)
        HAVING count(*) > 0`,
    },
  ),
  suspensions: stateTable(
    'suspensions',
    'registry_suspensions',
    'legal_entity_registration_number',
    { since: isoDate('date_from') },
    {
      keep: ['suspension_code', 'date_from'],
      source: 'ur_suspensions',
      // Current entries only: every row is in force.
      flags: (table, regcode) => `SELECT DISTINCT ${flag(kind('activity_suspended'), isoDate('date_from'))}
        FROM ${table} WHERE ${stateCode('legal_entity_registration_number')} = ${regcode}`,
    },
  ),
  securing: stateTable(
    'securing',
    'registry_securing_measures',
    'legal_entity_registration_number',
    { since: isoDate('date_from') },
    {
      keep: ['securing_measure_type', 'date_from'],
      source: 'ur_securing_measures',
      flags: (table, regcode) => `SELECT DISTINCT ${flag(kind('securing_measure'), isoDate('date_from'))}
        FROM ${table} WHERE ${stateCode('legal_entity_registration_number')} = ${regcode}`,
    },
  ),
  vidSuspensions: stateTable(
    'vidSuspensions',
    'registry_vid_suspensions',
    'Registracijas_kods',
    {
      decided: dmyDate('Lemuma_datums'),
      from: dmyDate('Aizliegts_veikt_darijumus_no'),
      to: dmyDate('Aizliegts_veikt_darijumus_lidz'),
      restored: dmyDate('Lemuma_par_atjaunosanu_datums'),
    },
    {
      keep: ['Lemuma_datums', 'Aizliegts_veikt_darijumus_no', 'Aizliegts_veikt_darijumus_lidz', 'Lemuma_par_atjaunosanu_datums'],
      source: 'vid_suspensions',
      /*
       * In force: not restored, not ended (an end still to come is told as `until`), and not
       * revoked, which VID writes as `(spēkā neesošs)` after the start or as an end or restoration
       * before the start (a decision undone before it took effect). Decided on the raw fields.
       */
      flags: (table, regcode) => {
        const from = dmyDate('Aizliegts_veikt_darijumus_no')
        const to = dmyDate('Aizliegts_veikt_darijumus_lidz')
        const restored = dmyDate('Lemuma_par_atjaunosanu_datums')
        return `SELECT DISTINCT ${flag(kind('activity_suspended'), `coalesce(${from}, ${dmyDate('Lemuma_datums')})`, to)}
        FROM ${table} WHERE ${stateCode('Registracijas_kods')} = ${regcode}
          AND ${restored} IS NULL AND (${to} IS NULL OR ${to} >= current_date)
          AND coalesce(${column('Aizliegts_veikt_darijumus_no')}, '') NOT ILIKE '%spēkā neesošs%'
          AND NOT coalesce(${to} < ${from}, false)`
      },
    },
  ),
  rating: stateTable(
    'rating',
    'registry_vid_rating',
    'Registracijas_kods',
    { rating: `upper(btrim(${column('Reitings')}))`, rated: dmyDate('Informacijas_atjaunosanas_datums') },
    {
      keep: ['Reitings', 'Informacijas_atjaunosanas_datums'],
      source: 'vid_rating',
      // The newest rating counts; no row means not rated, which is no flag (and no clean bill either).
      flags: (table, regcode) => `SELECT ${flag(kind('tax_rating'), 'rated', 'NULL::date', 'rating')} FROM (
          SELECT upper(btrim(${column('Reitings')})) AS rating, ${dmyDate('Informacijas_atjaunosanas_datums')} AS rated
          FROM ${table} WHERE ${stateCode('Registracijas_kods')} = ${regcode}
          ORDER BY rated DESC NULLS LAST LIMIT 1
        ) newest WHERE rating IN (${FLAGGED_RATINGS.map((rating) => `'${rating}'`).join(', ')})`,
    },
  ),
  quarterly: stateTable(
    'quarterly',
    'registry_tax_quarters',
    'Registracijas_kods',
    {
      year: periodPart('Taksacijas_gads_ceturksnis', 1),
      quarter: periodPart('Taksacijas_gads_ceturksnis', 2),
      period: periodCheck('Taksacijas_gads_ceturksnis'),
      taxes: thousandsOfEuros('Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR'),
      employees: decimal('Videjais_nodarbinato_personu_skaits_cilv'),
    },
    {
      // One label, the file's quarter, on every row: matched against its pattern once.
      perValue: { column: 'Taksacijas_gads_ceturksnis', names: ['year', 'quarter', 'period'] },
      keep: [
        'Taksacijas_gads_ceturksnis',
        'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR',
        'Videjais_nodarbinato_personu_skaits_cilv',
      ],
      source: 'vid_quarterly_taxes',
    },
  ),
  yearly: stateTable(
    'yearly',
    'registry_vid_tax_years',
    'Registracijas_kods',
    {
      year: `nullif(btrim(${column('Taksacijas_gads')}), '')::integer`,
      taxes: thousandsOfEuros('Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR'),
      employees: decimal('Videjais_nodarbinato_personu_skaits_cilv'),
    },
    { keep: ['Taksacijas_gads', 'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR', 'Videjais_nodarbinato_personu_skaits_cilv'] },
  ),
} as const satisfies Record<StateFileKey, StateTable>

/**
 * Every quarter ever imported, typed: VID's file holds only the latest quarter, so each import's
 * quarter replaces that quarter's rows here and the others stay. Made by migration
 * 20261128_160001_state_open_data; only eleven-digit numbers are kept (foreign `9001…` and `T99…`
 * taxpayers match no listing).
 */
export const TAX_QUARTERS = 'registry_tax_quarters'

const quarterly = STATE_TABLES.quarterly
const LABEL = column('Taksacijas_gads_ceturksnis')
/**
 * Each period label the file holds (one, the latest quarter, in every file seen), read once: its
 * year and quarter. The rows are joined to it rather than each matching the label's pattern again.
 */
const FRESH_PERIODS = `SELECT ${LABEL}, ${quarterly.parse.year} AS year, ${quarterly.parse.quarter} AS quarter
    FROM (SELECT DISTINCT ${LABEL} FROM ${quarterly.next}) labels`
/** The same, kept from being pulled up into a join, which would match the pattern on every joined row again. */
const FRESH_PERIODS_ONCE = `${FRESH_PERIODS} OFFSET 0`
const FRESH_QUARTERS = `SELECT ${quarterly.parse.regcode} AS regcode, p.year, p.quarter,
    ${quarterly.parse.taxes} AS taxes, ${quarterly.parse.employees} AS employees
    FROM ${quarterly.next} LEFT JOIN (${FRESH_PERIODS_ONCE}) p USING (${LABEL})`

/** Each file a group of its own: one missing or malformed stops only itself. The quarters merge; the others swap. */
export const STATE_GROUPS = Object.fromEntries(
  Object.values(STATE_TABLES).map((table): [StateFileKey, RegisterGroup] => [
    table.file,
    table.file === 'quarterly'
      ? {
          tables: [table],
          merge: [
            `DELETE FROM ${TAX_QUARTERS} q USING (SELECT DISTINCT year, quarter FROM (${FRESH_PERIODS}) p) f
             WHERE q.year = f.year AND q.quarter = f.quarter`,
            `INSERT INTO ${TAX_QUARTERS} (regcode, year, quarter, taxes, employees)
             SELECT DISTINCT ON (regcode, year, quarter) regcode, year, quarter, taxes, employees FROM (${FRESH_QUARTERS}) f
             WHERE regcode ~ '^[0-9]{11}$' AND year IS NOT NULL ORDER BY regcode, year, quarter`,
          ],
        }
      : { tables: [table] },
  ]),
) as Record<StateFileKey, RegisterGroup>
