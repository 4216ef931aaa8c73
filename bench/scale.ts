/**
 * Scale (issue 12): do the public calls and pages stay as fast, and ask the database as often,
 * with 100 000 listings as with 1 000?
 *
 *   NEXT_DIST_DIR=.next-scale npx next build         (once; this script builds nothing)
 *   NEXT_DIST_DIR=.next-scale npx tsx bench/scale.ts [sizes] [rows]   (default 1000,10000,100000; rows: a regex of row names)
 *
 * Makes a database of its own (as the integration tests: TEST_DATABASE_URL / DATABASE_URL's
 * server, else 127.0.0.1:5432, else an embedded cluster), migrates it and seeds the demo data
 * (src/entries/migrate.ts --seed), then for each size in turn tops the listings up to that
 * many with bulk SQL (helpers/scale-fill.ts: 200 sellers, 2 % of them blocked; 5 % of listings
 * hidden, 5 % expired) and copies the database as it is then, one copy per size. Each copy gets
 * two servers of the production build, and all sizes are measured side by side:
 *
 * - every public call and page, timed on the size's server from BENCH_PORT (default 3300) on:
 *   8 keep-alive connections; every row first runs 1 s on every server unmeasured (so no row pays
 *   for the servers' first requests), then 5 rounds of 1 s in which the sizes take turns,
 *   so that what drifts over the run (the machine, the database's caches) reaches every size
 *   alike; each request's latency (p50, p95), answers per second and non-200 answers; random
 *   pages and listings are drawn per request among those that exist at that size;
 * - SQL statements per request, counted on the size's second server, which talks to the
 *   database through a statement counter (tests/helpers/pg-statement-counter.ts): the median of
 *   11 requests made one at a time, the counter read after each;
 * - the floor: one hand-written SELECT of the index call's first page (helpers/floor-query.ts),
 *   8 clients per database, taking its turns beside the index call's, so the two meet the same
 *   machine at the same moments.
 *
 * Why two servers per size: the counter is a relay in this process that parses every byte on
 * the CPU the load is made with. Timed traffic never passes it.
 *
 * Served and uncached: the calls are timed as one server gets them (answered from the data cache
 * the pages share, src/reads/listing-calls.ts; Varnish in front is bench/cluster.ts's)
 * and uncached; the pages only uncached.
 * Uncached means the request carries Next's draft-mode cookie (helpers/built-app.ts
 * draftModeCookie), under which Next renders a page for
 * the request instead of serving its ISR copy, and unstable_cache neither reads nor writes. That
 * it holds is checked, not assumed: an uncached row must send the database statements on every
 * sampled request, and once, as a control, a page without the cookie must send none.
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

import { entryArgs, requireBuild } from '../tools/entries'
import { draftModeCookie, startBuiltApp } from './helpers/built-app'
import { openFloor, randomPublicSlugs } from './helpers/floor-query'
import { load, type LoadRequest, send } from './helpers/load'
import { fillListings } from './helpers/scale-fill'
import { type Measured, printSizeTable, printTargets, type SizeResult } from './helpers/scale-report'
import { median } from './helpers/stats'
import { figures, inTurns } from './helpers/turns'

const SIZES = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number)
/** Only the rows whose names match (the index call is always measured: the floor is timed beside it). */
const ONLY = process.argv[3] ? new RegExp(process.argv[3]) : null
const PORT = Number(process.env.BENCH_PORT || 3300)
const CONNECTIONS = 8
/** Each row is timed for ROUNDS × ROUND_SECONDS per size, the sizes taking turns, after a warm-up. */
const ROUNDS = 5
const ROUND_SECONDS = 1
const WARM_UP_SECONDS = 1
/** Odd, so the median is one of the counts. */
const SAMPLES = 11
const PER_PAGE = 20
const SECRET = 'scale-bench-secret'
const INDEX = 'POST index {}'
const UNCACHED = ' (uncached)'
const LIMITS: [string, string] = [`POST index {limit: 6}${UNCACHED}`, `POST index {limit: 48}${UNCACHED}`]

/** What a size's requests are drawn among: its reachable pages, public slugs and a category. */
type Draws = { pages: number; slugs: string[]; category: string }
/** A call or page; `next` draws each request, its URL a path to put after a server's address. */
type Row = { name: string; uncached: boolean; page: boolean; next: (draws: Draws) => LoadRequest; headers?: Record<string, string> }
/** The floor query's clients on one size's database. */
type Floor = Awaited<ReturnType<typeof openFloor>>
/** One size's database and servers. */
type Size = { size: number; url: string; timed: string; counted: string; counter: StatementCounter; draws: Draws }

const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/**
 * Every public call (docs/product.md#calls), as served (from Next's data cache) and uncached, and
 * every page, uncached; what each request asks for is drawn among what exists at its size.
 */
function rows(): Row[] {
  const api = (rest: string) => `/api/listing/${rest}`
  const calls: [string, (draws: Draws) => LoadRequest][] = [
    [INDEX, () => ({ url: api('index'), body: {} })],
    ['POST index {page: random}', ({ pages }) => ({ url: api('index'), body: { page: between(1, pages), limit: PER_PAGE } })],
    ['POST index {category}', ({ category }) => ({ url: api('index'), body: { category } })],
    ['POST index {limit: 6}', () => ({ url: api('index'), body: { limit: 6 } })],
    ['POST index {limit: 48}', () => ({ url: api('index'), body: { limit: 48 } })],
    ['POST count {}', () => ({ url: api('count'), body: {} })],
    ['POST count {category}', ({ category }) => ({ url: api('count'), body: { category } })],
    ['GET categories', () => ({ url: api('categories') })],
    ['GET category/{slug}', ({ category }) => ({ url: api(`category/${category}`) })],
    ['POST featured {}', () => ({ url: api('featured'), body: {} })],
    ['GET locations', () => ({ url: api('locations') })],
    ['GET get/{random}/slug', ({ slugs }) => ({ url: api(`get/${pick(slugs)}/slug`) })],
  ]
  const pages: [string, (draws: Draws) => string][] = [
    ['page /bizness', () => '/bizness'],
    ['page /bizness/lapa/{random}', ({ pages }) => `/bizness/lapa/${between(2, pages)}`],
    ['page /{category}', ({ category }) => `/${category}`],
    ['page /bizness/{random}', ({ slugs }) => `/bizness/${pick(slugs)}`],
    // Search pages are rendered per request whatever the cache: words, and filters with a sort.
    ['page /bizness?q=kafejnica', () => '/bizness?q=kafejnica'],
    ['page /bizness?{price, region, sort}', () => '/bizness?price_min=20000&price_max=300000&region=vidzeme&sort=multiple_asc'],
  ]
  // Searches are never cached (their combinations are endless): each is one row, read as asked.
  const searches: [string, (draws: Draws) => LoadRequest][] = [
    ['POST index {q: kafejnica}', () => ({ url: api('index'), body: { q: 'kafejnica' } })],
    [
      'POST index {price, region, sort: multiple}',
      () => ({ url: api('index'), body: { price_min: 20000, price_max: 300000, region: 'vidzeme', sort: 'multiple_asc' } }),
    ],
  ]
  const all: Row[] = [
    ...calls.map(([name, next]) => ({ name, uncached: false, page: false, next })),
    ...searches.map(([name, next]) => ({ name, uncached: true, page: false, next })),
    ...calls.map(([name, next]) => ({ name: `${name}${UNCACHED}`, uncached: true, page: false, next })),
    ...pages.map(([name, path]) => ({
      name: `${name}${UNCACHED}`,
      uncached: true,
      page: true,
      next: (draws: Draws) => ({ url: path(draws) }),
    })),
  ]
  return all.filter((row) => !ONLY || ONLY.test(row.name) || row.name === INDEX)
}

/** A row's requests at one size, sent to the server at `baseUrl`. */
const on = (baseUrl: string, row: Row, draws: Draws) => () => {
  const request = row.next(draws)
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

/** The headers a row's requests carry: pages as a browser asks (gzip), calls as a script does; uncached ones in draft mode. */
const headersOf = (row: Row, cookie: string): Record<string, string> => ({
  ...row.headers,
  ...(row.uncached ? { cookie } : {}),
  ...(row.page ? { 'accept-encoding': 'gzip', accept: 'text/html' } : {}),
})

/**
 * One row at every size: statements per request on each size's counted server, then latency on
 * the timed servers, the sizes taking turns (inTurns). With `floors`, the floor query of each
 * size takes its turns beside the row, so the two are compared on the same machine at the same time.
 */
async function measure(row: Row, sizes: Size[], cookie: string, floors?: Floor[]) {
  const headers = headersOf(row, cookie)
  const counted = new Map<number, number[]>()
  for (const size of sizes) {
    const { counts, failed } = await statementsPerRequest(on(size.counted, row, size.draws), size.counter, headers)
    if (failed.length)
      console.log(`  ! ${row.name} at ${size.size}: ${failed.length} of ${SAMPLES} one-at-a-time requests answered ${failed.join(', ')}`)
    counted.set(size.size, counts)
  }
  const timed = (size: Size) => () =>
    load(on(size.timed, row, size.draws), { connections: CONNECTIONS, seconds: ROUND_SECONDS, headers }).then((result) => ({
      ...result,
      floor: false,
    }))
  const floored = (floor: Floor) => () => floor.run(ROUND_SECONDS).then((result) => ({ ...result, floor: true }))
  const runs = await inTurns(
    ROUNDS,
    sizes.flatMap((size, index) => (floors ? [timed(size), floored(floors[index])] : [timed(size)])),
  )
  const perSize = floors ? 2 : 1
  return {
    rows: new Map(
      sizes.map((size, index) => {
        const counts = counted.get(size.size)!
        return [size.size, { ...figures(runs[index * perSize]), statements: median(counts), counts }]
      }),
    ),
    floors: floors && sizes.map((_, index) => figures(runs[index * perSize + 1])),
  }
}

/**
 * The control: a page without the draft-mode cookie, asked three times, is answered the third
 * time from a cache (no statement); with the cookie it reads the database every time.
 */
async function checkUncached(baseUrl: string, counter: StatementCounter, cookie: string, pagePath: string) {
  const statements = async (headers: Record<string, string>) => {
    counter.reset()
    await send({ url: `${baseUrl}${pagePath}` }, { headers })
    // Long enough for a render Next finishes in the background (filling its cache) to be counted.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return counter.count
  }
  // A cold server's first answers may be stale copies that Next renders again in the background.
  await statements({})
  await statements({})
  const cached = await statements({})
  const bypassed = [await statements({ cookie }), await statements({ cookie })]
  const ok = cached === 0 && bypassed.every((count) => count > 0)
  console.log(
    `${ok ? '✓' : '✗'} uncached check on ${pagePath}: without the draft-mode cookie ${cached} statements (Next's cache), with it ${bypassed.join(' and ')}`,
  )
}

/**
 * A copy of the build for one size's servers. Next keeps its data cache in the build's directory
 * (cache/fetch-cache), so servers of one build on different databases would answer each other's
 * cached reads. The copy starts with an empty cache and is removed at the end.
 */
function ownBuild(size: number): string {
  const build = process.env.NEXT_DIST_DIR || '.next'
  const copy = `${build}-size-${size}`
  fs.rmSync(copy, { recursive: true, force: true })
  fs.cpSync(build, copy, { recursive: true, filter: (source) => path.relative(build, source) !== 'cache' })
  return copy
}

/** Migrates the database and seeds the demo data, as `npm run seed` does. */
async function seed(env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const log = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, entryArgs('migrate', '--seed'), {
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

    // Each size gets its own copy of the database, filled up to it, so that all sizes are served side by side.
    const urls = new Map<number, string>()
    for (const size of SIZES) {
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      const { added, seconds } = await fillListings(client, size).finally(() => client.end())
      // A template copy needs the template to itself, so the filling client is gone first.
      urls.set(size, await server.copy(`s${size}`))
      console.log(
        `${size.toLocaleString('en')} listings: ${added.toLocaleString('en')} added in ${seconds.toFixed(1)} s (with VACUUM ANALYZE)`,
      )
    }

    console.log(`Starting the build in ${process.env.NEXT_DIST_DIR || '.next'}: a timed and a counted server per size, from port ${PORT} …`)
    const start = (name: string, port: number, databaseUrl: string, distDir: string) =>
      startBuiltApp({
        port,
        dataDir: path.join(scratch, name),
        databaseUrl,
        env: {
          MEDIA_DIR: media,
          BIZNESS_DATA_DIR: path.join(scratch, name, 'data'),
          PAYLOAD_SECRET: SECRET,
          NEXT_DIST_DIR: distDir,
        },
      }).then((app) => {
        cleanups.push(() => app.stop())
        return app.baseUrl
      })
    const sizes: Size[] = []
    for (const [index, size] of SIZES.entries()) {
      const url = urls.get(size)!
      const distDir = ownBuild(size)
      cleanups.push(async () => fs.rmSync(distDir, { recursive: true, force: true }))
      const counter = await countStatements(url)
      cleanups.push(async () => counter.close())
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      cleanups.push(() => client.end())
      const [timed, counted] = await Promise.all([
        start(`timed-${size}`, PORT + 2 * index, url, distDir),
        start(`counted-${size}`, PORT + 2 * index + 1, counter.url, distDir),
      ])
      // The pages a visitor can open, as the index call counts them (numbered pages reach so far).
      const first = await fetch(`${timed}/api/listing/index`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
      const { total, pages } = (await first.json()) as { total: number; pages: number }
      // The third category in the editors' order (Ražošana in the seed): an ordinary one, neither first nor last.
      const { rows: categories } = await client.query<{ slug: string }>('SELECT slug FROM categories ORDER BY "order", id LIMIT 1 OFFSET 2')
      const draws = { pages, slugs: await randomPublicSlugs(client, 1000), category: categories[0].slug }
      console.log(
        `${size.toLocaleString('en')}: ${total.toLocaleString('en')} public listings (${pages} pages of ${PER_PAGE} reachable); category ${draws.category}`,
      )
      sizes.push({ size, url, timed, counted, counter, draws })
    }
    await checkUncached(sizes[0].counted, sizes[0].counter, cookie, '/bizness')

    const measured = new Map<number, Map<string, Measured>>(SIZES.map((size) => [size, new Map()]))
    // Every server runs every row once before anything is timed, so no row pays for the others' first requests.
    for (const row of rows())
      for (const size of sizes)
        await load(on(size.timed, row, size.draws), { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers: headersOf(row, cookie) })
    const floors = await Promise.all(sizes.map((size) => openFloor(size.url, CONNECTIONS)))
    cleanups.push(() => Promise.all(floors.map((floor) => floor.close())))
    let floorFigures: SizeResult['floor'][] = []
    for (const row of rows()) {
      const result = await measure(row, sizes, cookie, row.name === INDEX ? floors : undefined)
      for (const [size, { counts, ...figures }] of result.rows) {
        if (row.uncached && Math.min(...counts) === 0)
          console.log(`  ✗ ${row.name} at ${size}: a request sent no statement, so it was served from a cache`)
        measured.get(size)!.set(row.name, figures)
      }
      if (result.floors) floorFigures = result.floors
      process.stdout.write('.')
    }
    const results: SizeResult[] = sizes.map((size, index) => ({
      size: size.size,
      rows: measured.get(size.size)!,
      floor: floorFigures[index],
    }))
    for (const result of results) printSizeTable(result, 44)
    printTargets(results, { index: INDEX, compared: [`${INDEX}${UNCACHED}`], limits: LIMITS })
  } catch (error) {
    // The server's log lives in the scratch directory, which the clean-up removes.
    for (const name of SIZES.flatMap((size) => [`timed-${size}`, `counted-${size}`])) {
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
