/**
 * The Register of Enterprises' import at full size (issues 25 and 33): is it near a plain COPY of
 * the same files, and does its memory stay flat?
 *
 *   npx tsx bench/registry-import.ts [companies] [reports]     (default 500000 2000000)
 *
 * Generates the register's four files in the real shape (src/seed/sample-register.ts: quoted names
 * with `;` and `"`, closed companies, THOUSANDS, MILLIONS and LVL reports, consolidated reports
 * beside annual ones) and the state's eight risk files at the real files' scale for 500 000
 * companies (scaled with `companies`: STATE_ROWS; notes/state-open-data.md: several rows per
 * company, VID's quoted numbers, padded `DD.MM.YYYY` dates, revoked suspensions, amounts with
 * spaces and commas, ended proceedings, foreign taxpayers) into a scratch folder, on a database of its own (as the integration tests:
 * TEST_DATABASE_URL / DATABASE_URL's server, else 127.0.0.1:5432, else an embedded cluster), then
 * times, in this order:
 * - a plain COPY of the twelve files, every column as text, into bare tables (the floor), and the
 *   same into unlogged ones (information: the register's tables must survive a crash);
 * - the import (src/services/registry/import-registry.ts), forced, on an empty register;
 * - the import again on the same files, forced (every row compared, none changed);
 * - the import on unchanged files, not forced (skipped by size and modification time);
 * - the import on an emptied register once more (the ratio is of the two imports' mean);
 * - the plain COPY once more, so the floor meets the machine as it is at the end too (its mean counts).
 * - the import command itself (scripts/registry-import.ts with the flags `npm run registry:import`
 *   gives it), forced, in a process of its own; it starts Payload only for pending migrations or
 *   listings to act on, and this database has none;
 * - the command once more after a published listing of a registered company appears, so it starts
 *   Payload to act on it (its peak is then Payload's).
 * Each row prints the rows per second and the peak resident memory of this process (sampled every
 * 20 ms) and how far it rose from before the step; the command's row, the peak of its own process
 * (which is what the memory target is about: this one also holds the bench). Figures only: it
 * exits 0 when targets fail.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pipeline } from 'node:stream/promises'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import type { Listing } from '../src/payload-types'
import { READ_CHUNK_BYTES } from '../src/services/registry/load-file-table'
import { REGISTRY_FILES, REGISTRY_HEADERS, type RegistryFileKey, type StateFileKey } from '../src/services/registry/registry-files'
import {
  sampleRegistrationNumber,
  type SampleCompany,
  type SampleReport,
  type StateRow,
  writeRegistryFiles,
} from '../src/seed/sample-register'

import { clearRegistry } from '../tests/helpers/registry'

import { withBenchPayload } from './helpers/bench-payload'

const COMPANIES = Number(process.argv[2] ?? 500_000)
const REPORTS = Number(process.argv[3] ?? 2_000_000)
const TARGET_RATIO = 1.5
const TARGET_RSS_MB = 300

const MB = 1024 * 1024

function* companies(): Iterable<SampleCompany> {
  for (let n = 0; n < COMPANIES; n++) {
    yield {
      regcode: sampleRegistrationNumber(n),
      // Every tenth name holds what naive splitting breaks on.
      name: n % 10 === 0 ? `SIA "Kafija; "Tēja" ${n}"` : `SIA "Uzņēmums ${n}"`,
      closed: n % 40 === 0 ? 'L' : n % 97 === 0 ? 'R' : undefined,
      terminated: n % 40 === 0 || n % 97 === 0 ? '2019-03-31' : undefined,
      address: `Rīga, Brīvības iela ${n % 300}`,
    }
  }
}

/** Four reports a company on average, over consecutive years; a few in thousands, millions, lats, or consolidated. */
function* reports(): Iterable<SampleReport> {
  for (let id = 1; id <= REPORTS; id++) {
    const company = (id * 7919) % COMPANIES
    const year = 2025 - (Math.floor((id * 7919) / COMPANIES) % 14)
    const kind = id % 100
    yield {
      id,
      regcode: sampleRegistrationNumber(company),
      year,
      sourceType: kind === 1 ? 'UKGP' : kind === 2 ? '' : 'UGP',
      employees: id % 50,
      rounded: kind === 3 ? 'THOUSANDS' : kind === 4 ? 'MILLIONS' : 'ONES',
      currency: year < 2014 ? 'LVL' : 'EUR',
      turnover: kind === 3 ? 480 : kind === 4 ? 2 : 40_000 + ((id * 37) % 900_000),
      profit: (id % 7) * 3_000 - 6_000,
      totalAssets: 100_000 + (id % 1_000),
      equity: 50_000 + (id % 500),
    }
  }
}

/**
 * The state's files' rows at 500 000 companies, as the real files have them (notes/state-open-data.md):
 * about 18 000 proceedings, 9 600 liquidations, 72 600 VID suspensions, 155–160k quarterly rows; the
 * others' sizes are unconfirmed there, so suspensions and securing measures are of liquidations'
 * order, the rating every fourth company, and the yearly file three years of every company that
 * pays taxes. Scaled with the companies.
 */
const STATE_ROWS: Record<StateFileKey, number> = {
  insolvency: 20_000,
  liquidations: 10_000,
  suspensions: 5_000,
  securing: 15_000,
  vidSuspensions: 75_000,
  rating: 125_000,
  quarterly: 160_000,
  yearly: 500_000,
}
const stateRows = (key: StateFileKey) => Math.round((STATE_ROWS[key] * COMPANIES) / 500_000)

/** The `n`-th of `count` rows' company: spread over the register, several rows for some. */
const companyOf = (n: number, count: number) =>
  sampleRegistrationNumber(Math.floor((n * COMPANIES) / Math.max(count, COMPANIES)) % COMPANIES)
/** Every other state row's company repeats the one before it: several rows per company. */
const repeatedCompany = (n: number) => sampleRegistrationNumber(((n - (n % 2)) * 7919) % COMPANIES)

const isoDay = (n: number) => new Date(Date.UTC(2008, 0, 1) + (n % 6_800) * 86_400_000).toISOString().slice(0, 10)
/** VID's `DD.MM.YYYY`, padded with spaces. */
const vidDay = (n: number) => {
  const iso = isoDay(n)
  return ` ${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} `
}
/** Thousands of euros as VID writes them: a point, or now and then a thousands space (or no-break space) and a decimal comma; some negative. */
const vidAmount = (n: number) => {
  const value = ((n * 7919) % 9_000_000) / 100 - (n % 9 === 0 ? 50_000 : 0)
  const text = value.toFixed(2)
  if (n % 5 === 1) return text.replace(/\B(?=(\d{3})+\.)/g, ' ')
  if (n % 5 === 2) return text.replace(/\B(?=(\d{3})+\.)/g, '\u00a0').replace('.', ',')
  return n % 5 === 3 ? ` ${text}` : text
}
const person = (n: number) => `Jānis Bērziņš ${n}`

const STATE: { [key in StateFileKey]: () => Iterable<StateRow> } = {
  *insolvency() {
    for (let n = 0; n < stateRows('insolvency'); n++) {
      const form = n % 8 === 0 ? 'LEGAL_PROTECTION' : n % 37 === 0 ? 'OUT_OF_COURT_LEGAL_PROTECTION' : 'INSOLVENCY'
      yield {
        proceeding_id: 100_000 + n,
        debtor_name: n % 6 === 0 ? person(n) : `SIA "Parādnieks; ${n}"`,
        debtor_registration_number: repeatedCompany(n),
        debtor_cleaned_name: `Parādnieks ${n}`,
        proceeding_started_on: isoDay(n),
        // Most ended, many long ago (not loaded); a few recently; the rest open.
        proceeding_ended_on:
          n % 3 === 0 ? '' : n % 3 === 1 ? isoDay(n + 300) : new Date(Date.now() - (n % 300) * 86_400_000).toISOString().slice(0, 10),
        proceeding_form: form,
        proceeding_type: 'BANKRUPTCY',
        proceeding_resolution_name: 'Pasludināts maksātnespējas process',
        entry_created_on: isoDay(n),
        court_case_initial_number: `C${30_000 + n}`,
        court_code: 'RPT',
        court_name: 'Rīgas pilsētas tiesa',
        legislation_number: '1',
      }
    }
  },
  *liquidations() {
    for (let n = 0; n < stateRows('liquidations'); n++) {
      yield {
        legal_entity_registration_number: companyOf(n, stateRows('liquidations')),
        liquidation_type: n % 4 === 0 ? 'VID' : 'MEMBERS',
        liquidation_type_text: 'Dalībnieku lēmums',
        date_from: isoDay(n),
        grounds_for_liquidation: `Likvidators ${person(n)}; "lēmums"`,
        registered_on: isoDay(n + 3),
        last_modified_at: `${isoDay(n + 3)}T10:15:00`,
      }
    }
  },
  *suspensions() {
    for (let n = 0; n < stateRows('suspensions'); n++) {
      yield {
        legal_entity_registration_number: repeatedCompany(n + 1),
        suspension_code: n % 2 === 0 ? 'P' : 'A',
        suspension_code_text: 'Darbības apturēšana',
        date_from: isoDay(n),
        ground_for: `Sūdzība; ${person(n)}`,
      }
    }
  },
  *securing() {
    for (let n = 0; n < stateRows('securing'); n++) {
      yield {
        legal_entity_registration_number: repeatedCompany(n),
        securing_measure_type: 'ARREST',
        securing_measure_type_text: 'Aizliegums',
        date_from: isoDay(n - (n % 2)),
        case_number: `${n}/2024`,
        type_details: n % 2 === 0 ? 'aizliegums pamatkapitāla samazināšanai' : 'aizliegums komercķīlai',
        institution_name: person(n % 158),
        institution_identifier: `X-${n % 158}`,
        institution_registration_number: '',
      }
    }
  },
  *vidSuspensions() {
    for (let n = 0; n < stateRows('vidSuspensions'); n++) {
      // Most ended (a later end or a restoration), some in force, a few revoked either way VID writes it.
      const ended = n % 10 < 8
      yield {
        Registracijas_kods: `'${n % 70 === 0 ? repeatedCompany(n) : companyOf(n, stateRows('vidSuspensions'))}'`,
        Nosaukums: n % 6 === 0 ? person(n) : `SIA "Uzņēmums ${n}"`,
        Lemuma_datums: vidDay(n),
        Aizliegts_veikt_darijumus_no: n % 997 === 0 ? `${vidDay(n + 3).trim()} (spēkā neesošs)` : vidDay(n + 3),
        Aizliegts_veikt_darijumus_lidz: n % 1009 === 0 ? vidDay(n) : ended && n % 2 === 0 ? vidDay(n + 90) : '  ',
        Lemuma_par_atjaunosanu_datums: ended && n % 2 === 1 ? vidDay(n + 60) : '  ',
      }
    }
  },
  *rating() {
    const ratings = ['A', 'A', 'A', 'A', 'B', 'C', 'N', 'J']
    for (let n = 0; n < stateRows('rating'); n++) {
      yield {
        Registracijas_kods: companyOf(n, stateRows('rating')),
        Nosaukums: `SIA "Uzņēmums ${n}"`,
        Reitings: ratings[n % ratings.length],
        Skaidrojums: 'Nodokļu maksātājs ar labu nodokļu disciplīnu',
        Informacijas_atjaunosanas_datums: vidDay(6_000 + (n % 30)),
      }
    }
  },
  *quarterly() {
    for (let n = 0; n < stateRows('quarterly'); n++) {
      yield {
        // Foreign taxpayers now and then, which match no company.
        Registracijas_kods:
          n % 500 === 0 ? `T99${String(n).padStart(6, '0')}` : n % 501 === 0 ? `9001${n}` : companyOf(n, stateRows('quarterly')),
        Nosaukums: n % 6 === 0 ? person(n) : `SIA "Uzņēmums ${n}"`,
        Taksacijas_gads_ceturksnis: '2026. gada 2. ceturksnis',
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: vidAmount(n)
          .replace(/[\s\u00a0]/g, '')
          .replace(',', '.'),
        Taja_skaita_PVN_iemaksa: '1.20',
        Taja_skaita_PVN_atmaksa: '0.00',
        Taja_skaita_IIN_summa: '2.50',
        Taja_skaita_VSAOI_summa: '3.40',
        Videjais_nodarbinato_personu_skaits_cilv: n % 40,
      }
    }
  },
  *yearly() {
    // Three years a company.
    for (let n = 0; n < stateRows('yearly'); n++) {
      yield {
        Registracijas_kods: sampleRegistrationNumber(Math.floor(n / 3) % COMPANIES),
        Nosaukums: n % 6 === 0 ? person(n) : `SIA "Uzņēmums ${n}"`,
        Taksacijas_gads: 2023 + (n % 3),
        Uznemejdarbibas_forma: 'SIA',
        Pamatdarbibas_NACE_kods: n % 50 === 0 ? '?' : '6201',
        Juridiska_adrese_ATVK_kods: '0010000',
        Juridiska_adrese_ATVK_nosaukums: n % 50 === 0 ? '?' : 'Rīga',
        Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: vidAmount(n),
        Taja_skaita_IIN: '12.00',
        Taja_skaita_VSAOI: '20.00',
        Videjais_nodarbinato_personu_skaits_cilv: n % 7 === 0 ? `${n % 40}.5` : n % 40,
      }
    }
  },
}
const STATE_FILE_ROWS = (Object.keys(STATE_ROWS) as StateFileKey[]).reduce((sum, key) => sum + stateRows(key), 0)

/**
 * With BENCH_PROFILE=1, each SQL statement's wall time (a COPY's from its start until PostgreSQL
 * answers the stream's end, the keep-columns step's JavaScript included), summed by its kind and
 * table and printed after each step: where the time goes. The files load side by side, so the
 * sums overlap and add up to more than the step.
 */
const profile = new Map<string, { count: number; seconds: number }>()
if (process.env.BENCH_PROFILE) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  const label = (text: string) => {
    const words = text.trim().replace(/\s+/g, ' ')
    const table = /(registry_\w+|bare_\w+)/.exec(words)?.[1] ?? ''
    return `${words.split(' ').slice(0, 2).join(' ').slice(0, 24)} ${table}`.trim()
  }
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    const started = performance.now()
    const add = () => {
      const entry = profile.get(label(text)) ?? { count: 0, seconds: 0 }
      entry.count++
      entry.seconds += (performance.now() - started) / 1000
      profile.set(label(text), entry)
    }
    const callback = args.at(-1)
    // Pool.query hands its client a callback, and answers through it.
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        add()
        return (callback as (...results: unknown[]) => unknown)(...results)
      }
    }
    const result = query.apply(this, args)
    if (result instanceof Promise) result.then(add, add)
    else if (result && typeof (result as NodeJS.EventEmitter).once === 'function') {
      ;(result as NodeJS.EventEmitter).once('finish', add).once('error', add)
    }
    return result
  } as typeof pg.Client.prototype.query
}

/** Prints and forgets the statements' times since the last call, the longest first. */
function printProfile(step: string) {
  if (!process.env.BENCH_PROFILE) return
  const entries = [...profile.entries()].filter(([, entry]) => entry.seconds >= 0.01).sort((a, b) => b[1].seconds - a[1].seconds)
  console.log(`  ${step}, statements (s, count):`)
  for (const [name, entry] of entries)
    console.log(`    ${entry.seconds.toFixed(2).padStart(7)}  ${String(entry.count).padStart(4)}  ${name}`)
  profile.clear()
}

/** The peak resident memory while `work` runs, sampled every 20 ms. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number; riseMb: number }> {
  const before = process.memoryUsage.rss()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 20)
  const started = performance.now()
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage.rss())
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak / MB, riseMb: (peak - before) / MB }
  } finally {
    clearInterval(sampler)
  }
}

/** The machine's load average over the last minute, as /proc/loadavg tells it (the machine is shared). */
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]

/** A process's resident memory now, from Linux's /proc (0 once it has ended). */
const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : 0
}

/**
 * `npm run registry:import`'s command as scripts/run.ts's `registry-import` mode runs it, after the
 * database wrapper (node's flags and scripts/registry-import.ts): the process whose memory counts.
 */
const IMPORT_COMMAND = (() => {
  const run = fs.readFileSync('scripts/run.ts', 'utf8')
  const mode = /'registry-import':[^]*?\[process\.execPath, ([^\]]*?), \.\.\.args\]/.exec(run)
  if (!mode) throw new Error("scripts/run.ts: no 'registry-import' mode running node")
  return ['node', ...[...mode[1].matchAll(/'([^']*)'/g)].map((match) => match[1])]
})()

/** The import as people run it (scripts/registry-import.ts, a process of its own, with its flags), with its peak memory. */
async function importCommand(folder: string): Promise<{ seconds: number; peakMb: number; load: string }> {
  const started = performance.now()
  const [command, ...args] = IMPORT_COMMAND
  const child = spawn(command === 'node' ? process.execPath : command, [...args, folder, '--force'], { stdio: 'ignore' })
  let peak = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(child.pid!))
    } catch {
      // Ended between two samples.
    }
  }, 20)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`scripts/registry-import.ts exited with ${code}`)
  return { seconds: (performance.now() - started) / 1000, peakMb: peak / MB, load: loadavg() }
}

/** A seller with a published listing of the first company in the register. */
async function publishedListingOfRegisteredCompany(payload: Payload) {
  const { rows } = await payload.db.drizzle.execute<{ regcode: string }>(sql`SELECT regcode FROM registry_companies LIMIT 1`)
  const owner = await payload.create({
    collection: 'users',
    data: {
      email: 'seller@bench.bizness.lv',
      password: crypto.randomUUID(),
      first_name: 'B',
      last_name: 'R',
      roles: ['user'],
      _verified: true,
    },
    disableVerificationEmail: true,
  })
  const category = await payload.create({ collection: 'categories', data: { title: 'Ražošana', icon: 'briefcase' }, locale: 'lv' })
  await payload.create({
    collection: 'listings',
    data: {
      title: 'Ražotne Rīgā',
      description: 'Bench.',
      category: category.id,
      owner: owner.id,
      price: 100000,
      shares_to_sold: 100,
      registration_number: rows[0]!.regcode,
      status: 'published',
    } as Listing,
    context: { disableRevalidate: true },
  })
}

/**
 * The floor: each file as it is into a bare table of text columns, by COPY over the same kind of
 * stream, read in the import's chunks; `unlogged`, with no write-ahead log, which the register's
 * own tables cannot do without (information only).
 */
async function plainCopy(url: string, folder: string, { unlogged = false } = {}): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let rows = 0
  try {
    for (const [key, file] of Object.entries(REGISTRY_FILES) as [RegistryFileKey, (typeof REGISTRY_FILES)[RegistryFileKey]][]) {
      const table = `bare_${key}`
      const columns = REGISTRY_HEADERS[key].map((column) => `"${column}" text`).join(', ')
      await client.query(`DROP TABLE IF EXISTS ${table}; CREATE ${unlogged ? 'UNLOGGED ' : ''}TABLE ${table} (${columns})`)
      const copy = client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT csv, HEADER true, DELIMITER '${file.delimiter}')`))
      await pipeline(fs.createReadStream(path.join(folder, file.name), { highWaterMark: READ_CHUNK_BYTES }), copy)
      rows += Number(copy.rowCount)
      await client.query(`DROP TABLE ${table}`)
    }
  } finally {
    await client.end()
  }
  return rows
}

async function main() {
  await withBenchPayload('registry-import', async ({ payload, scratch, databaseUrl }) => {
    const folder = path.join(scratch, 'registry')
    const generated = await measured(() => writeRegistryFiles(folder, { companies: companies(), reports, state: STATE }))
    const bytes = Object.values(REGISTRY_FILES).reduce((sum, file) => sum + fs.statSync(path.join(folder, file.name)).size, 0)
    console.log(
      `Generated ${COMPANIES} companies, ${REPORTS} reports and ${STATE_FILE_ROWS} rows of the state's files (12 files, ${(bytes / MB).toFixed(0)} MB) in ${generated.seconds.toFixed(1)} s; load ${loadavg()}.`,
    )
    const { importRegistry } = await import('../src/services/registry/import-registry')
    const fileRows = COMPANIES + REPORTS * 3 + STATE_FILE_ROWS
    const rows: { step: string; rows: number; seconds: number; peakMb: number; riseMb: number; load: string }[] = []
    const step = async (name: string, work: () => Promise<unknown>, count = fileRows) => {
      const run = await measured(work)
      const load = loadavg()
      rows.push({ step: name, rows: count, seconds: run.seconds, peakMb: run.peakMb, riseMb: run.riseMb, load })
      console.log(`${name}: ${run.seconds.toFixed(2)} s, load ${load}`)
      printProfile(name)
      return run.result
    }

    await step('plain COPY into bare tables (floor)', () => plainCopy(databaseUrl, folder))
    await step('plain COPY into bare unlogged tables (information)', () => plainCopy(databaseUrl, folder, { unlogged: true }))
    const first = await step('import, empty register', () => importRegistry(payload, folder, { force: true }))
    await step('import again, same files (forced)', () => importRegistry(payload, folder, { force: true }))
    const skipped = await step('import, unchanged files (skipped)', () => importRegistry(payload, folder))
    await clearRegistry(payload)
    await step('import, empty register, once more', () => importRegistry(payload, folder, { force: true }))
    await step('plain COPY into bare tables again (floor)', () => plainCopy(databaseUrl, folder))
    console.log(JSON.stringify({ first, skipped }))
    const command = await importCommand(folder)
    // A published listing of a registered company gives the command work on listings, so it starts Payload.
    await publishedListingOfRegisteredCompany(payload)
    const withPayload = await importCommand(folder)

    const mean = (...names: string[]) => names.reduce((sum, name) => sum + rows.find((row) => row.step === name)!.seconds, 0) / names.length
    const floor = mean('plain COPY into bare tables (floor)', 'plain COPY into bare tables again (floor)')
    console.log('\n| step | rows | s | rows/s | × COPY | peak RSS MB | rise MB | load |')
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
    for (const row of rows) {
      console.log(
        `| ${row.step} | ${row.rows} | ${row.seconds.toFixed(2)} | ${Math.round(row.rows / row.seconds)} | ${(row.seconds / floor).toFixed(2)} | ${row.peakMb.toFixed(0)} | ${row.riseMb.toFixed(0)} | ${row.load} |`,
      )
    }
    console.log(
      `| npm run registry:import -- --force (a process of its own; no Payload needed here) | ${fileRows} | ${command.seconds.toFixed(2)} | ${Math.round(fileRows / command.seconds)} | ${(command.seconds / floor).toFixed(2)} | ${command.peakMb.toFixed(0)} | | ${command.load} |`,
    )
    console.log(
      `| npm run registry:import -- --force, a listing to act on (Payload started) | ${fileRows} | ${withPayload.seconds.toFixed(2)} | ${Math.round(fileRows / withPayload.seconds)} | ${(withPayload.seconds / floor).toFixed(2)} | ${withPayload.peakMb.toFixed(0)} | | ${withPayload.load} |`,
    )
    const ratio = mean('import, empty register', 'import, empty register, once more') / floor
    const peak = Math.max(command.peakMb, withPayload.peakMb)
    console.log(`\nTargets:`)
    console.log(`${ratio <= TARGET_RATIO ? '✓' : '✗'} import ÷ plain COPY = ${ratio.toFixed(2)}, means of two each (≤ ${TARGET_RATIO})`)
    console.log(`${peak < TARGET_RSS_MB ? '✓' : '✗'} peak memory of the import command = ${peak.toFixed(0)} MB (< ${TARGET_RSS_MB} MB)`)
    const skip = rows.find((row) => row.step === 'import, unchanged files (skipped)')!.seconds
    console.log(`${skip < 1 ? '✓' : '✗'} unchanged files skipped in ${skip.toFixed(2)} s (< 1 s)`)
  })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
