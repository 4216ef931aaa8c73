/**
 * Scale (issue 12): do the public calls and pages stay as fast, and ask the database as often,
 * with 100 000 listings as with 1 000?
 *
 *   NEXT_DIST_DIR=.next-scale npx next build         (once; this script builds nothing)
 *   NEXT_DIST_DIR=.next-scale npx tsx bench/scale.ts [sizes]      (default 1000,10000,100000)
 *
 * Makes a database of its own (as the integration tests: TEST_DATABASE_URL / DATABASE_URL's
 * server, else 127.0.0.1:5432, else an embedded cluster), migrates it and seeds the demo data
 * (scripts/prepare-database.ts --seed), then for each size in turn tops the listings up to that
 * many with bulk SQL (helpers/scale-fill.ts: 200 sellers, 2 % of them blocked; 5 % of listings
 * hidden, 5 % expired) and measures against two servers of the production build on that database:
 *
 * - every public call and page, timed on the server on BENCH_PORT (default 3300): 8 keep-alive
 *   connections for 5 s after a 1 s warm-up, each request's latency (p50, p95), answers per
 *   second and non-200 answers; random pages and listings are drawn per request among those
 *   that exist at that size;
 * - SQL statements per request, counted on the server on BENCH_PORT + 1, which talks to the
 *   database through a statement counter (tests/helpers/pg-statement-counter.ts): the median of
 *   11 requests made one at a time, the counter read after each;
 * - the floor: one hand-written SELECT of the index call's first page (helpers/floor-query.ts),
 *   8 clients for 5 s, straight to the database as the timed server.
 *
 * Why two servers: the counter is a relay in this process that parses every byte on the CPU the
 * load is made with. Timed traffic never passes it; the counted server is idle while the other
 * is timed.
 *
 * Uncached: server.ts's page cache is off (PAGE_CACHE=off), and every page request carries
 * Next's draft-mode cookie (helpers/built-app.ts draftModeCookie), under which Next renders the
 * page for the request instead of serving its ISR copy, and unstable_cache (src/lib/page-data/)
 * neither reads nor writes. That it holds is checked, not assumed: a page must send the database
 * statements on every sampled request, and once, as a control, the same page without the cookie
 * must send none (served from Next's cache); the timed server runs the same build with the same
 * cookie. The calls (/api/listing/*) have no cache.
 *
 * Prints a table per size, then the targets with ✓/✗. Figures only: it exits 0 when targets fail.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { countStatements, type StatementCounter } from '../tests/helpers/pg-statement-counter'
import { freshTestDatabase } from '../tests/helpers/test-database'

import { draftModeCookie, requireBuild, startBuiltApp } from './helpers/built-app'
import { randomPublicSlugs, timeFloorQuery } from './helpers/floor-query'
import { load, type LoadRequest, send } from './helpers/load'
import { fillListings } from './helpers/scale-fill'
import { type Measured, printSizeTable, printTargets, type SizeResult } from './helpers/scale-report'
import { median, percentile } from './helpers/stats'

const SIZES = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number)
const PORT = Number(process.env.BENCH_PORT || 3300)
const CONNECTIONS = 8
const SECONDS = 5
const WARM_UP_SECONDS = 1
/** Odd, so the median is one of the counts. */
const SAMPLES = 11
const PER_PAGE = 20
const SECRET = 'scale-bench-secret'
const INDEX = 'POST index {}'
const LIMITS: [string, string] = ['POST index {limit: 6}', 'POST index {limit: 48}']

/** A call or page; `next` draws each request, its URL a path to put after a server's address. */
type Row = { name: string; page: boolean; next: () => LoadRequest }

const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/** Every public call (spec §7) and page, with what each request asks for drawn among what exists now. */
function rowsFor({ pages, slugs, category }: { pages: number; slugs: string[]; category: string }): Row[] {
  const call = (name: string, next: () => LoadRequest): Row => ({ name, page: false, next })
  const page = (name: string, pathOf: () => string): Row => ({ name, page: true, next: () => ({ url: pathOf() }) })
  const api = (rest: string) => `/api/listing/${rest}`
  return [
    call(INDEX, () => ({ url: api('index'), body: {} })),
    call('POST index {page: random}', () => ({ url: api('index'), body: { page: between(1, pages), limit: PER_PAGE } })),
    call('POST index {category}', () => ({ url: api('index'), body: { category } })),
    call(LIMITS[0], () => ({ url: api('index'), body: { limit: 6 } })),
    call(LIMITS[1], () => ({ url: api('index'), body: { limit: 48 } })),
    call('POST count {}', () => ({ url: api('count'), body: {} })),
    call('POST count {category}', () => ({ url: api('count'), body: { category } })),
    call('GET categories', () => ({ url: api('categories') })),
    call('GET category/{slug}', () => ({ url: api(`category/${category}`) })),
    call('POST featured {}', () => ({ url: api('featured'), body: {} })),
    call('GET locations', () => ({ url: api('locations') })),
    call('GET get/{random}/slug', () => ({ url: api(`get/${pick(slugs)}/slug`) })),
    page('page /bizness', () => '/bizness'),
    page('page /bizness/lapa/{random}', () => `/bizness/lapa/${between(2, pages)}`),
    page(`page /{category}`, () => `/${category}`),
    page('page /bizness/{random}', () => `/bizness/${pick(slugs)}`),
  ]
}

/** A row's requests, sent to the server at `baseUrl`. */
const on = (baseUrl: string, next: () => LoadRequest) => () => {
  const request = next()
  return { ...request, url: `${baseUrl}${request.url}` }
}

/** Statements the database is sent for each of SAMPLES requests made one at a time, and their statuses. */
async function statementsPerRequest(next: () => LoadRequest, counter: StatementCounter, headers: Record<string, string>) {
  const counts: number[] = []
  const failed: number[] = []
  for (let sample = 0; sample < SAMPLES; sample++) {
    counter.reset()
    const { status } = await send(next(), { headers })
    // Anything the request set going after its answer (Next's after(), a late write) lands here too.
    await new Promise((resolve) => setTimeout(resolve, 50))
    counts.push(counter.count)
    if (status !== 200) failed.push(status)
  }
  return { counts, failed }
}

async function measure(
  row: Row,
  { timed, counted, counter, cookie }: { timed: string; counted: string; counter: StatementCounter; cookie: string },
): Promise<Measured & { counts: number[] }> {
  // Pages are asked for as a browser asks (gzip); the calls as a script does.
  const headers: Record<string, string> = row.page ? { cookie, 'accept-encoding': 'gzip', accept: 'text/html' } : {}
  const { counts, failed } = await statementsPerRequest(on(counted, row.next), counter, headers)
  if (failed.length) console.log(`  ! ${row.name}: ${failed.length} of ${SAMPLES} one-at-a-time requests answered ${failed.join(', ')}`)
  await load(on(timed, row.next), { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers })
  const result = await load(on(timed, row.next), { connections: CONNECTIONS, seconds: SECONDS, headers })
  return {
    p50: percentile(result.latencies, 0.5),
    p95: percentile(result.latencies, 0.95),
    rps: result.rps,
    statements: median(counts),
    errors: result.errors,
    counts,
  }
}

/**
 * The control: a page without the draft-mode cookie, asked twice, is answered the second time
 * from Next's cache (no statement); with the cookie it reads the database every time.
 */
async function checkUncached(baseUrl: string, counter: StatementCounter, cookie: string, pagePath: string) {
  const statements = async (headers: Record<string, string>) => {
    counter.reset()
    await send({ url: `${baseUrl}${pagePath}` }, { headers })
    // Long enough for a render Next finishes in the background (filling its cache) to be counted.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return counter.count
  }
  await statements({})
  const cached = await statements({})
  const bypassed = [await statements({ cookie }), await statements({ cookie })]
  const ok = cached === 0 && bypassed.every((count) => count > 0)
  console.log(
    `${ok ? '✓' : '✗'} uncached check on ${pagePath}: without the draft-mode cookie ${cached} statements (Next's cache), with it ${bypassed.join(' and ')}`,
  )
}

/** Migrates the database and seeds the demo data, as `npm run seed` does. */
async function seed(env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const log = fs.openSync(logFile, 'w')
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-database.ts', '--seed'], {
    stdio: ['ignore', log, log],
    env,
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`Seeding failed (${code}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
}

async function main() {
  requireBuild()
  const cookie = draftModeCookie()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-scale-'))
  fs.chmodSync(scratch, 0o755)
  const cleanups: (() => Promise<unknown>)[] = [async () => fs.rmSync(scratch, { recursive: true, force: true })]
  let cleaning: Promise<void> | undefined
  // Once, in reverse order, whether the run ends, fails or is interrupted.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error(error))
    })())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)))

  try {
    const server = await freshTestDatabase(scratch, () => {})
    cleanups.push(() => server.dispose())
    // The seed writes the demo images here; both servers serve them from here.
    const media = path.join(scratch, 'media')
    const env = {
      ...process.env,
      BIZNESS_DATA_DIR: path.join(scratch, 'data'),
      MEDIA_DIR: media,
      DATABASE_URL: server.url,
      PAYLOAD_SECRET: SECRET,
      SMTP_URL: '',
      PAYLOAD_LOG_LEVEL: 'error',
    }
    console.log(`Seeding the demo data (${server.describe}) …`)
    await seed({ ...env, DEMO_PASSWORD: 'scale-bench-demo-password' }, path.join(scratch, 'seed.log'))

    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    cleanups.push(() => client.end())
    const counter = await countStatements(server.url)
    cleanups.push(async () => counter.close())

    const results: SizeResult[] = []
    let servers: { timed: string; counted: string } | undefined
    for (const size of SIZES) {
      const { added, seconds } = await fillListings(client, size)
      console.log(
        `\n${size.toLocaleString('en')} listings: ${added.toLocaleString('en')} added in ${seconds.toFixed(1)} s (with VACUUM ANALYZE)`,
      )
      if (!servers) {
        console.log(`Starting the build in ${process.env.NEXT_DIST_DIR || '.next'} on ports ${PORT} (timed) and ${PORT + 1} (counted) …`)
        const start = (name: string, port: number, databaseUrl: string) =>
          startBuiltApp({
            port,
            dataDir: path.join(scratch, name),
            databaseUrl,
            env: { MEDIA_DIR: media, BIZNESS_DATA_DIR: path.join(scratch, name, 'data'), PAGE_CACHE: 'off', PAYLOAD_SECRET: SECRET },
          }).then((app) => {
            cleanups.push(() => app.stop())
            return app.baseUrl
          })
        const [timed, counted] = await Promise.all([start('timed', PORT, server.url), start('counted', PORT + 1, counter.url)])
        servers = { timed, counted }
        await checkUncached(counted, counter, cookie, '/bizness')
      }

      // The pages a visitor can open, as the index call counts them (numbered pages reach so far).
      const first = await fetch(`${servers.timed}/api/listing/index`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
      const { total: publicCount, pages } = (await first.json()) as { total: number; pages: number }
      // The third category in the editors' order (Ražošana in the seed): an ordinary one, neither first nor last.
      const { rows: categories } = await client.query<{ slug: string }>('SELECT slug FROM categories ORDER BY "order", id LIMIT 1 OFFSET 2')
      const category = categories[0].slug
      const slugs = await randomPublicSlugs(client, 1000)
      console.log(`${publicCount.toLocaleString('en')} public listings (${pages} pages of ${PER_PAGE} reachable); category ${category}`)

      const rows = new Map<string, Measured>()
      for (const row of rowsFor({ pages, slugs, category })) {
        const { counts, ...measured } = await measure(row, { ...servers, counter, cookie })
        if (row.page && Math.min(...counts) === 0)
          console.log(`  ✗ ${row.name}: a request sent no statement, so it was served from a cache`)
        rows.set(row.name, measured)
        process.stdout.write('.')
      }
      const floor = await timeFloorQuery(server.url, { connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS })
      const result = { size, rows, floor }
      results.push(result)
      printSizeTable(result, 34)
    }
    printTargets(results, { index: INDEX, limits: LIMITS })
  } catch (error) {
    // The server's log lives in the scratch directory, which the clean-up removes.
    for (const name of ['timed', 'counted']) {
      const log = path.join(scratch, name, 'server.log')
      if (fs.existsSync(log)) console.error(`The ${name} server's log ends:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`)
    }
    throw error
  } finally {
    await cleanUp()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
