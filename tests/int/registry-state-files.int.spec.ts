import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadRegistry } from '@/services/registry/load-registry'
import { databasePool } from '@/lib/database/pool'
import { REGISTRY_FILES } from '@/services/registry/registry-files'
import { sampleRegistrationNumber, type SampleRegister, writeRegistryFiles } from '@/seed/sample-register'
import { STATE_TABLES, TAX_QUARTERS } from '@/services/registry/state-tables'

import { testPayload } from '../helpers/payload'
import { clearRegistry } from '../helpers/registry'

/*
 * The state's risk files through the register's import (notes/state-open-data.md): each trap of
 * the real files read right, the people's names never stored, every quarter kept, and a file
 * that is missing or malformed stopping only its own part.
 */

const nth = (n: number) => sampleRegistrationNumber(n, 4030000000 + crypto.randomInt(1000) * 1000)
const base = crypto.randomInt(100_000)
const A = nth(base)
const B = nth(base + 1)
const SOLE_TRADER = nth(base + 2)

/** Names of people as the files carry them: none may reach the database. */
const PEOPLE = ['Jānis Bērziņš', 'Zvērināta tiesu izpildītāja Anna Kalniņa', 'Pēteris Ozols', 'Līga Liepa', 'Maija Egle', 'Ivars Sils']

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

function stateFiles(quarter = '2026. gada 2. ceturksnis'): SampleRegister['state'] {
  return {
    insolvency: [
      {
        proceeding_id: 1,
        debtor_name: 'SIA "A"',
        debtor_registration_number: A,
        proceeding_started_on: '2026-03-02',
        proceeding_form: 'INSOLVENCY',
      },
      // A sole trader's proceeding, ended over a year ago: never loaded. One ended half a year ago is.
      {
        proceeding_id: 2,
        debtor_name: `IK "${PEOPLE[0]}"`,
        debtor_cleaned_name: PEOPLE[0],
        debtor_registration_number: SOLE_TRADER,
        proceeding_started_on: '2019-01-10',
        proceeding_ended_on: daysAgo(400),
        proceeding_form: 'INSOLVENCY',
      },
      {
        proceeding_id: 3,
        debtor_registration_number: B,
        proceeding_started_on: '2025-01-10',
        proceeding_ended_on: daysAgo(180),
        proceeding_form: 'LEGAL_PROTECTION',
      },
    ],
    liquidations: [
      {
        legal_entity_registration_number: A,
        liquidation_type: 'MEMBERS',
        date_from: '2026-04-01',
        grounds_for_liquidation: `Likvidators ${PEOPLE[2]}`,
      },
    ],
    suspensions: [
      { legal_entity_registration_number: B, suspension_code: 'P', date_from: '2026-05-05', ground_for: `Sūdzība; ${PEOPLE[3]}` },
    ],
    securing: [
      // Several rows per company, told apart only by their details; the bailiff's name and pseudonym are dropped.
      {
        legal_entity_registration_number: B,
        securing_measure_type: 'ARREST',
        date_from: '2026-06-01',
        type_details: 'aizliegums pamatkapitāla samazināšanai',
        institution_name: PEOPLE[1],
        institution_identifier: 'X-158',
      },
      {
        legal_entity_registration_number: B,
        securing_measure_type: 'ARREST',
        date_from: '2026-06-01',
        type_details: 'aizliegums komercķīlai',
      },
    ],
    vidSuspensions: [
      // The number in single quotes, dates padded, an empty one as two spaces.
      {
        Registracijas_kods: `'${A}'`,
        Nosaukums: 'SIA "A"',
        Lemuma_datums: ' 09.01.2026 ',
        Aizliegts_veikt_darijumus_no: ' 12.01.2026 ',
        Aizliegts_veikt_darijumus_lidz: '  ',
        Lemuma_par_atjaunosanu_datums: '  ',
      },
      {
        Registracijas_kods: `'${B}'`,
        Nosaukums: PEOPLE[4],
        Lemuma_datums: '20.07.2026',
        Aizliegts_veikt_darijumus_no: '24.07.2026 (spēkā neesošs)',
        Aizliegts_veikt_darijumus_lidz: '  ',
        Lemuma_par_atjaunosanu_datums: '  ',
      },
    ],
    rating: [
      { Registracijas_kods: A, Nosaukums: 'SIA "A"', Reitings: 'B', Skaidrojums: 'Riski', Informacijas_atjaunosanas_datums: '01.07.2025' },
    ],
    quarterly: [
      {
        Registracijas_kods: A,
        Nosaukums: 'SIA "A"',
        Taksacijas_gads_ceturksnis: quarter,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: ' -0.26',
        Taja_skaita_VSAOI_summa: '12.00',
        Videjais_nodarbinato_personu_skaits_cilv: '3',
      },
      {
        Registracijas_kods: B,
        Nosaukums: PEOPLE[5],
        Taksacijas_gads_ceturksnis: quarter,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '12.50',
        Videjais_nodarbinato_personu_skaits_cilv: '7',
      },
      // A foreign taxpayer's code: matches no company, not kept.
      {
        Registracijas_kods: 'T99000001',
        Taksacijas_gads_ceturksnis: quarter,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '1.00',
      },
    ],
    yearly: [
      {
        Registracijas_kods: A,
        Nosaukums: 'SIA "A"',
        Taksacijas_gads: 2025,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '3 067,73',
        Videjais_nodarbinato_personu_skaits_cilv: '4.5',
      },
      {
        Registracijas_kods: A,
        Taksacijas_gads: 2024,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '3\u00a0001.10',
        Videjais_nodarbinato_personu_skaits_cilv: '4',
      },
      {
        Registracijas_kods: B,
        Taksacijas_gads: 2025,
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '-158.19',
        Videjais_nodarbinato_personu_skaits_cilv: '7',
      },
    ],
  }
}

const companies = [
  { regcode: A, name: 'SIA "A"' },
  { regcode: B, name: 'SIA "B"' },
  { regcode: SOLE_TRADER, name: `IK "${PEOPLE[0]}"`, type: 'IK' },
]

let payload: Payload
let folder: string

const write = (state: SampleRegister['state'], into = folder) => writeRegistryFiles(into, { companies, reports: [], state })
const load = (into = folder, force = false) => loadRegistry(databasePool(payload), into, { force })

const rows = async <T>(text: string) => (await payload.db.drizzle.execute<T & Record<string, unknown>>(sql.raw(text))).rows

beforeAll(async () => {
  payload = await testPayload()
  folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'state-files-'))
  await write(stateFiles())
})

afterAll(async () => {
  await clearRegistry(payload)
  await fs.promises.rm(folder, { recursive: true, force: true })
})

describe("the state's risk files", () => {
  it('should load every file with its traps: quoted numbers, padded dates, thousands with spaces or a decimal comma, negative nets', async () => {
    const result = await load()
    expect(result.state).toEqual({
      insolvency: { skipped: false, rows: 2 },
      liquidations: { skipped: false, rows: 1 },
      suspensions: { skipped: false, rows: 1 },
      securing: { skipped: false, rows: 2 },
      vidSuspensions: { skipped: false, rows: 2 },
      rating: { skipped: false, rows: 1 },
      quarterly: { skipped: false, rows: 3 },
      yearly: { skipped: false, rows: 3 },
    })
    const { vidSuspensions, yearly, rating } = STATE_TABLES
    expect(
      await rows(`SELECT ${vidSuspensions.parse.regcode} AS regcode, ${vidSuspensions.parse.from}::text AS "from", ${vidSuspensions.parse.to}::text AS "to"
        FROM ${vidSuspensions.live} ORDER BY 2`),
    ).toEqual([
      { regcode: A, from: '2026-01-12', to: null },
      { regcode: B, from: '2026-07-24', to: null },
    ])
    expect(
      await rows(`SELECT ${yearly.parse.regcode} AS regcode, ${yearly.parse.year} AS year, ${yearly.parse.taxes}::float AS taxes,
        ${yearly.parse.employees}::float AS employees FROM ${yearly.live} ORDER BY 1, 2`),
    ).toEqual(
      [
        { regcode: A, year: 2024, taxes: 3_001_100, employees: 4 },
        { regcode: A, year: 2025, taxes: 3_067_730, employees: 4.5 },
        { regcode: B, year: 2025, taxes: -158_190, employees: 7 },
      ].sort((x, y) => x.regcode.localeCompare(y.regcode) || x.year - y.year),
    )
    expect(await rows(`SELECT ${rating.parse.rating} AS rating, ${rating.parse.rated}::text AS rated FROM ${rating.live}`)).toEqual([
      { rating: 'B', rated: '2025-07-01' },
    ])
    expect(
      await rows(
        `SELECT regcode, year, quarter, taxes::float AS taxes, employees::float AS employees FROM ${TAX_QUARTERS} ORDER BY regcode`,
      ),
    ).toEqual(
      [
        { regcode: A, year: 2026, quarter: 2, taxes: -260, employees: 3 },
        { regcode: B, year: 2026, quarter: 2, taxes: 12_500, employees: 7 },
      ].sort((x, y) => x.regcode.localeCompare(y.regcode)),
    )
  })

  it('should keep no name of a person, no free-text ground and no sole trader’s proceeding that ended over a year ago', async () => {
    const tables = [...Object.values(STATE_TABLES).map((table) => table.live)]
    for (const table of tables) {
      const text = (await rows<{ row: string }>(`SELECT t::text AS row FROM ${table} t`)).map((row) => row.row).join('\n')
      for (const person of PEOPLE) expect(text, table).not.toContain(person)
    }
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN (${tables.map((table) => `'${table}'`).join(', ')})`,
    )
    const names = columns.map((column) => column.column_name)
    for (const personal of [
      'debtor_name',
      'debtor_cleaned_name',
      'Nosaukums',
      'grounds_for_liquidation',
      'ground_for',
      'institution_name',
      'institution_identifier',
      'type_details',
      'Taja_skaita_VSAOI_summa',
    ]) {
      expect(names).not.toContain(personal)
    }
    const proceedings = await rows<{ id: string }>(`SELECT proceeding_id AS id FROM ${STATE_TABLES.insolvency.live} ORDER BY 1`)
    expect(proceedings.map((row) => row.id)).toEqual(['1', '3'])
  })

  it('should skip unchanged files, and keep every quarter imported when the file moves on to the next', async () => {
    const again = await load()
    expect(Object.values(again.state)).toEqual(Array(8).fill({ skipped: true }))

    await write(stateFiles('2026. gada 3. ceturksnis'))
    const next = await load()
    expect(next.state.quarterly).toEqual({ skipped: false, rows: 3 })
    const quarters = await rows<{ year: number; quarter: number; companies: string }>(
      `SELECT year, quarter, count(*) AS companies FROM ${TAX_QUARTERS} GROUP BY 1, 2 ORDER BY 1, 2`,
    )
    expect(quarters).toEqual([
      { year: 2026, quarter: 2, companies: '2' },
      { year: 2026, quarter: 3, companies: '2' },
    ])

    // A corrected copy of the same quarter replaces that quarter's rows only.
    const corrected = stateFiles('2026. gada 3. ceturksnis')!
    corrected.quarterly = (corrected.quarterly as Record<string, string>[]).slice(0, 1)
    await write(corrected)
    await load()
    const after = await rows<{ quarter: number; companies: string }>(
      `SELECT quarter, count(*) AS companies FROM ${TAX_QUARTERS} GROUP BY 1 ORDER BY 1`,
    )
    expect(after).toEqual([
      { quarter: 2, companies: '2' },
      { quarter: 3, companies: '1' },
    ])
  })

  it('should stop only the part of a missing or malformed file, saying which and why, and load the rest', async () => {
    const broken = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'state-broken-'))
    try {
      const files = stateFiles()!
      files.liquidations = [{ legal_entity_registration_number: B, date_from: '2026-02-30' }]
      files.vidSuspensions = [{ Registracijas_kods: `'${A}'`, Aizliegts_veikt_darijumus_no: 'vakar' }]
      files.quarterly = [
        { Registracijas_kods: A, Taksacijas_gads_ceturksnis: 'pērn', Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '1' },
      ]
      files.securing = [{ legal_entity_registration_number: B, date_from: '2026-07-01' }]
      await write(files, broken)
      await fs.promises.rm(path.join(broken, REGISTRY_FILES.rating.name))
      // A row whose quote never closes.
      await fs.promises.appendFile(path.join(broken, REGISTRY_FILES.yearly.name), `"${A}","SIA ""A,"2025","1"\n`)

      const result = await load(broken, true)
      expect(result.register).toMatchObject({ skipped: false })
      expect(result.state.securing).toEqual({ skipped: false, rows: 1 })
      expect(result.state.insolvency).toEqual({ skipped: false, rows: 2 })
      const failed = (key: keyof typeof result.state) =>
        'failed' in result.state[key] ? (result.state[key] as { failed: string }).failed : ''
      expect(failed('rating')).toMatch(/reitings_uznemumi\.csv is missing/)
      expect(failed('liquidations')).toMatch(/liquidations\.csv: .*2026-02-30/)
      expect(failed('vidSuspensions')).toMatch(/pdb_saimndarbibaaptureta_odata\.csv: .*vakar/)
      expect(failed('quarterly')).toMatch(/pdb_samaksato_nodoklu_kopsummas_cet\.csv: .*pērn/)
      expect(failed('yearly')).toMatch(/pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata\.csv.*(never closes|fields)/)

      // What failed keeps what the last import loaded; what loaded is the new file's.
      expect(await rows(`SELECT count(*)::int AS n FROM ${STATE_TABLES.liquidations.live}`)).toEqual([{ n: 1 }])
      expect(await rows(`SELECT count(*)::int AS n FROM ${STATE_TABLES.rating.live}`)).toEqual([{ n: 1 }])
      expect(await rows(`SELECT count(*)::int AS n FROM ${STATE_TABLES.securing.live}`)).toEqual([{ n: 1 }])
      expect(await rows(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'registry_next_%'`)).toEqual([{ n: 0 }])
    } finally {
      await fs.promises.rm(broken, { recursive: true, force: true })
    }
  })
})
