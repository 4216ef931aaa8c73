/**
 * The Register of Enterprises' import at full size (issue 25): is it near a plain COPY of the
 * same files, and does its memory stay flat?
 *
 *   npx tsx bench/registry-import.ts [companies] [reports]     (default 500000 2000000)
 *
 * Generates the four files in the real shape (src/seed/sample-register.ts: quoted names
 * with `;` and `"`, closed companies, THOUSANDS, MILLIONS and LVL reports, consolidated reports
 * beside annual ones) into a scratch folder, on a database of its own (as the integration tests:
 * TEST_DATABASE_URL / DATABASE_URL's server, else 127.0.0.1:5432, else an embedded cluster), then
 * times, in this order:
 * - a plain COPY of the four files, every column as text, into bare tables (the floor), and the
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
import { REGISTRY_FILES, REGISTRY_HEADERS, type RegistryFileKey } from '../src/services/registry/registry-files'
import { sampleRegistrationNumber, type SampleCompany, type SampleReport, writeRegistryFiles } from '../src/seed/sample-register'

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

/** A process's resident memory now, from Linux's /proc (0 once it has ended). */
const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : 0
}

/** `npm run registry:import`'s command after the database wrapper: the process whose memory counts. */
const IMPORT_COMMAND = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts[
  'registry:import'
]
  .split(' -- ')[1]
  .split(' ')

/** The import as people run it (scripts/registry-import.ts, a process of its own, with its flags), with its peak memory. */
async function importCommand(folder: string): Promise<{ seconds: number; peakMb: number }> {
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
  return { seconds: (performance.now() - started) / 1000, peakMb: peak / MB }
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
    const generated = await measured(() => writeRegistryFiles(folder, { companies: companies(), reports }))
    const bytes = Object.values(REGISTRY_FILES).reduce((sum, file) => sum + fs.statSync(path.join(folder, file.name)).size, 0)
    console.log(
      `Generated ${COMPANIES} companies and ${REPORTS} reports (4 files, ${(bytes / MB).toFixed(0)} MB) in ${generated.seconds.toFixed(1)} s.`,
    )
    const { importRegistry } = await import('../src/services/registry/import-registry')
    const fileRows = COMPANIES + REPORTS * 3
    const rows: { step: string; rows: number; seconds: number; peakMb: number; riseMb: number }[] = []
    const step = async (name: string, work: () => Promise<unknown>, count = fileRows) => {
      const run = await measured(work)
      rows.push({ step: name, rows: count, seconds: run.seconds, peakMb: run.peakMb, riseMb: run.riseMb })
      console.log(`${name}: ${run.seconds.toFixed(2)} s`)
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
    console.log('\n| step | rows | s | rows/s | × COPY | peak RSS MB | rise MB |')
    console.log('|---|---:|---:|---:|---:|---:|---:|')
    for (const row of rows) {
      console.log(
        `| ${row.step} | ${row.rows} | ${row.seconds.toFixed(2)} | ${Math.round(row.rows / row.seconds)} | ${(row.seconds / floor).toFixed(2)} | ${row.peakMb.toFixed(0)} | ${row.riseMb.toFixed(0)} |`,
      )
    }
    console.log(
      `| npm run registry:import -- --force (a process of its own; no Payload needed here) | ${fileRows} | ${command.seconds.toFixed(2)} | ${Math.round(fileRows / command.seconds)} | ${(command.seconds / floor).toFixed(2)} | ${command.peakMb.toFixed(0)} | |`,
    )
    console.log(
      `| npm run registry:import -- --force, a listing to act on (Payload started) | ${fileRows} | ${withPayload.seconds.toFixed(2)} | ${Math.round(fileRows / withPayload.seconds)} | ${(withPayload.seconds / floor).toFixed(2)} | ${withPayload.peakMb.toFixed(0)} | |`,
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
