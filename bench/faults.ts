/**
 * Faults under a steady load, one after another on one production server or on the cluster (issue 23).
 *
 *   npm run build                                    (once; this script builds nothing)
 *   npx tsx bench/faults.ts             (one server)
 *   npx tsx bench/faults.ts --cluster   (the topology of `npm run cluster`)
 *
 * Starts a PostgreSQL of its own in BENCH_DATA_DIR (default .data/bench-faults, with --cluster
 * .data/bench-faults-cluster; seeded with the demo data on first use) and a real SMTP server on
 * loopback, then the site (bench/helpers/fault-sites.ts):
 *
 * - one server: the production server on BENCH_PORT (default 3310) with its queues, its files on
 *   its disk; the fault that kills a server kills it;
 * - --cluster: Varnish on BENCH_PORT (default 3320) in front of two app servers with JOBS=off (on
 *   the next two ports), the jobs worker, Redis and the S3 stand-in, as `npm run cluster` starts
 *   them; the load goes through Varnish; the fault that kills a server kills server A (Varnish's
 *   probe sends the traffic to B) with the upload sent to A's own address, as Varnish would pass
 *   it (its round robin picks the server, so through Varnish the bench could not know which one
 *   to kill); the files are in the bucket, the mail goes out from the worker.
 *
 * The rows, the same on both: PostgreSQL restarted (every server, and the worker, keep running);
 * the mail server refusing, then hanging; the server (A) killed mid-upload (twice, restarted
 * after each, then the orphan sweep run at once, on the disk or the bucket); twenty saves of one
 * listing version at once (through Varnish, its round robin spreads them over A and B). A steady
 * mixed load runs throughout
 * (bench/helpers/mixed-load.ts: BENCH_CONNECTIONS readers of cached pages and searches, one
 * seller saving, one visitor after another signing up). After BENCH_WARM_UP_S seconds (default
 * 8), for each fault of bench/faults/ it measures BENCH_BEFORE_S seconds (default 8) of load, inflicts the fault, waits until the
 * throughput is back, measures BENCH_AFTER_S seconds (default 8), then prints one row:
 *
 * - requests answered while the fault lasted: 2xx / 503 / other (any other status, or no answer),
 *   the load's and the fault's own (the twenty saves). A save refused with 409 is the expected
 *   refusal of a stale version, not a failure: it counts among "other" and the detail below
 *   names it "save of one version 409";
 * - the longest answer among them;
 * - seconds from the fault's end until a second's 2xx answers are back to 95 % of the rate before.
 *   A fault ends when its cause is gone: PostgreSQL accepts connections, SMTP answers, the last of
 *   the twenty saves is answered; for the killed server, when the restarted server answers its
 *   readiness probe (GET /api/health/ready, as Varnish asks) and the sweep, which loads
 *   Payload in this process for seconds of CPU, is done. A new process's start (about 20 s here)
 *   belongs to the fault, not to the recovery: the row's answers during the fault show its cost;
 * - the 2xx rate after ÷ before;
 * - writes lost: saves answered 2xx whose title was not the listing's when read back, and
 *   sign-ups answered 2xx with no account at the end; for the twenty saves, 1 more when the
 *   stored listing is not exactly one of the submitted versions (a mix of two);
 * - mails lost / doubled: sign-ups answered 2xx whose confirmation never arrived (waiting up to
 *   BENCH_MAIL_WAIT_S, default 180, for the queue's retries) / arrived more than once;
 * - orphan files: uploaded files with no row that appeared during the row; for the server killed
 *   mid-upload, those left after its restart and the sweep (the detail adds those the kills left
 *   before the sweep, rows without their files, and files cut off).
 *
 * Targets (issue 23): no 5xx other than 503, nothing lost, nothing doubled, no orphans, back
 * within 10 s. Below the table, per fault: which the "other" answers were (kind and status) and
 * the three longest. Figures only, no pass/fail exit code. A cluster run's table and what it
 * showed: docs/decisions/071-faults-bench.md.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../tools/processes'
import { type RunningDatabase, startEmbeddedPostgres } from '../tools/postgres/embedded'
import { SPARE_REGISTRATION_NUMBERS } from '../src/seed/data/registration-numbers'
import { listingForm } from '../tests/helpers/listing-api'
import type { Fault, FaultContext, FaultFindings, FaultSent } from './faults/fault'
import { pause } from './faults/fault'
import { mailDown } from './faults/mail-down'
import { postgresRestart } from './faults/postgres-restart'
import { serverKilledMidUpload } from './faults/server-killed-mid-upload'
import { twoSavesAtOnce } from './faults/two-saves-at-once'
import { requireBuild } from '../tools/entries'
import { cluster, oneServer } from './helpers/fault-sites'
import { type MixedLoad, type Sent, startMixedLoad } from './helpers/mixed-load'
import { orphanFiles } from './helpers/orphan-files'
import { smtpStandIn } from './helpers/smtp-stand-in'

/** The rows, in order. */
const FAULTS: Fault[] = [postgresRestart, mailDown, serverKilledMidUpload, twoSavesAtOnce]

const CLUSTER = process.argv.includes('--cluster')
const PORT = Number(process.env.BENCH_PORT || (CLUSTER ? 3320 : 3310))
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || (CLUSTER ? '.data/bench-faults-cluster' : '.data/bench-faults'))
const READERS = Number(process.env.BENCH_CONNECTIONS || 6)
const BEFORE_MS = Number(process.env.BENCH_BEFORE_S || 8) * 1000
const AFTER_MS = Number(process.env.BENCH_AFTER_S || 8) * 1000
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_S || 8) * 1000
const MAIL_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_S || 180) * 1000
/** How long a row waits for the throughput to come back before it says it did not. */
const RECOVERY_LIMIT_MS = 60_000
const WRITE_PAUSE_MS = 300
const PASSWORD = 'bench-demo-password'
const SELLER = 'janis.liepins@example.lv'
const WORDS = ['kafejnīca', 'serviss', 'ražotne', 'Rīga', 'veikals', 'IT']

type Span = {
  name: string
  before: number
  start: number
  end: number
  recovered: number | null
  after: number
  orphans: number
  findings: FaultFindings
}

const ok = (status: number) => status >= 200 && status < 300

/** 2xx answers per second among requests answered in [from, to). */
const rate = (sent: Sent[], from: number, to: number) =>
  sent.filter((each) => ok(each.status) && each.end >= from && each.end < to).length / ((to - from) / 1000)

async function post(site: string, url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${site}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  return {
    body: (await response.json()) as Record<string, unknown>,
    cookie: response.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; '),
  }
}

/** The seller signed in, a listing of theirs to save again and again, its form for a new one, and the cached pages to read. */
async function prepareSite(site: string) {
  const { cookie } = await post(site, '/api/authenticate', { username: SELLER, password: PASSWORD })
  const { categories: list } = (await (await fetch(`${site}/api/listing/categories`)).json()) as {
    categories: { id: number; slug: string }[]
  }
  // A company of the demo's sample register that passes its checks, as every new listing needs one.
  const form = listingForm(list[0]!.id, { title: 'Kafejnīca Cēsīs ar terasi', registration_number: SPARE_REGISTRATION_NUMBERS[2]! })
  const created = await post(site, '/api/listing/create', form, cookie)
  const listings = (await post(site, '/api/listing/index', {})).body.listings as { slug: string }[]
  const pages = [
    '/',
    '/bizness',
    '/en/bizness',
    ...listings.slice(0, 6).map((listing) => `/bizness/${listing.slug}`),
    ...list.slice(0, 3).map((category) => `/${category.slug}`),
  ]
  for (const page of pages) await fetch(`${site}${page}`).then((response) => response.text())
  return { cookie, form: { ...form, id: created.body.id as number }, newListing: form, pages }
}

/** Asks PostgreSQL until it answers (it may be restarting). */
async function ask<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  for (;;) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 })
    client.on('error', () => {})
    try {
      await client.connect()
      return await work(client)
    } catch {
      await pause(200)
    } finally {
      await client.end().catch(() => {})
    }
  }
}

/** Measures one fault: the load before, the fault, the wait for the throughput, the load after. */
async function measure(fault: Fault, load: MixedLoad, context: FaultContext): Promise<Span> {
  const orphansBefore = (await orphanFiles(context.database.url, context.files)).length
  const before = load.now()
  await pause(BEFORE_MS)
  const start = load.now()
  const target = 0.95 * rate(load.sent, before, start)
  context.log(`${fault.name}: begins`)
  const findings = (await fault.inflict(context)) ?? {}
  const end = load.now()
  let recovered: number | null = null
  // The first second after the fault's end whose 2xx rate reaches the target, each second looked at once.
  let from = end
  while (recovered === null && load.now() - end < RECOVERY_LIMIT_MS) {
    await pause(250)
    for (; from + 1000 <= load.now() && recovered === null; from += 250) {
      if (rate(load.sent, from, from + 1000) >= target) recovered = from
    }
  }
  const afterFrom = load.now()
  await pause(AFTER_MS)
  const orphans = findings.orphanFiles ?? (await orphanFiles(context.database.url, context.files)).length - orphansBefore
  return { name: fault.name, before, start, end, recovered, after: afterFrom, orphans, findings }
}

/** The load's requests sent while the fault lasted, and the fault's own. */
function duringFault(span: Span, load: MixedLoad): FaultSent[] {
  return [...load.sent.filter((each) => each.start >= span.start && each.start < span.end), ...(span.findings.sent ?? [])]
}

/** What the "other" answers and the longest ones were, by kind and status: the table says how many, this says which. */
function detail(span: Span, load: MixedLoad): string {
  const during = duringFault(span, load)
  const tally = new Map<string, number>()
  for (const each of during.filter((one) => !ok(one.status) && one.status !== 503)) {
    const key = `${each.kind} ${each.status || 'no answer'}`
    tally.set(key, (tally.get(key) ?? 0) + 1)
  }
  const others = [...tally].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none'
  const longest = [...during]
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 3)
    .map((each) => `${each.kind} ${each.status} ${((each.end - each.start) / 1000).toFixed(2)} s`)
    .join(', ')
  return `${span.name}: other answers: ${others}; longest: ${longest}${span.findings.note ? `; ${span.findings.note}` : ''}`
}

function row(span: Span, load: MixedLoad, accounts: Set<string>, received: Map<string, number>) {
  const during = duringFault(span, load)
  const count = (test: (status: number) => boolean) => during.filter((each) => test(each.status)).length
  const longest = Math.max(0, ...during.map((each) => each.end - each.start))
  const writes = load.writes.filter((each) => each.start >= span.before && each.start < span.after + AFTER_MS && ok(each.status))
  const lost =
    writes.filter((each) => (each.kind === 'save' ? each.stored === false : !accounts.has(each.key))).length +
    (span.findings.writesLost ?? 0)
  const signups = writes.filter((each) => each.kind === 'signup')
  const mailsLost = signups.filter((each) => !received.get(each.key)).length
  const mailsDoubled = signups.filter((each) => (received.get(each.key) ?? 0) > 1).length
  const back = span.recovered === null ? `> ${RECOVERY_LIMIT_MS / 1000}` : ((span.recovered - span.end) / 1000).toFixed(1)
  const ratio = rate(load.sent, span.after, span.after + AFTER_MS) / rate(load.sent, span.before, span.start)
  return [
    span.name,
    `${count(ok)} / ${count((status) => status === 503)} / ${count((status) => !ok(status) && status !== 503)}`,
    `${(longest / 1000).toFixed(2)} s`,
    back,
    ratio.toFixed(2),
    String(lost),
    String(mailsLost),
    String(mailsDoubled),
    String(span.orphans),
  ]
}

async function main() {
  requireBuild()
  fs.mkdirSync(DATA_DIR, { recursive: true })
  const log = (line: string) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`)
  const dir = path.join(DATA_DIR, 'postgres')
  const startDatabase = (port?: number) => startEmbeddedPostgres({ dir, database: 'bizness', log, port })
  let database: RunningDatabase = await startDatabase()
  const mail = await smtpStandIn(await freePort())
  const start = CLUSTER ? cluster : oneServer
  const topology = await start({
    port: PORT,
    dataDir: DATA_DIR,
    databaseUrl: database.url,
    smtpUrl: mail.url,
    password: PASSWORD,
    log,
  }).catch(async (error: unknown) => {
    await mail.stop()
    await database.stop()
    throw error
  })
  let load: MixedLoad | undefined
  try {
    const { site } = topology
    const { cookie, form, newListing, pages } = await prepareSite(site)
    const holds = (title: string) =>
      ask(
        database.url,
        async (client) => (await client.query('SELECT title FROM listings WHERE id = $1', [form.id])).rows[0]?.title === title,
      )
    load = startMixedLoad({ site, readers: READERS, pages, words: WORDS, seller: { cookie, form, holds }, writePauseMs: WRITE_PAUSE_MS })
    const context: FaultContext = {
      site,
      database: {
        get url() {
          return database.url
        },
        stop: () => database.stop(),
        start: async () => {
          database = await startDatabase(database.port)
        },
      },
      victim: topology.victim,
      mail,
      files: topology.files,
      seller: { email: SELLER, password: PASSWORD, cookie, form: newListing },
      now: load.now,
      log,
    }
    // Every page rendered and cached once more under load before the first row measures.
    await pause(WARM_UP_MS)
    const spans: Span[] = []
    for (const fault of FAULTS) spans.push(await measure(fault, load, context))
    await load.stop()

    const expected = load.writes.filter((each) => each.kind === 'signup' && ok(each.status)).map((each) => each.key)
    log(`Waiting up to ${MAIL_WAIT_MS / 1000} s for ${expected.length} confirmation mails …`)
    const until = Date.now() + MAIL_WAIT_MS
    while (expected.some((email) => !mail.received.get(email)) && Date.now() < until) await pause(1_000)
    // A second copy would come from a retry of a job already delivered: give it the queue's first pause.
    await pause(6_000)
    const accounts = new Set(
      await ask(database.url, async (client) =>
        (await client.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [expected])).rows.map((each) => each.email),
      ),
    )

    console.log(
      `\nOn ${topology.describe}; ${READERS} readers (7 in 10 cached pages, 3 in 10 searches), one seller saving, sign-ups; ${WRITE_PAUSE_MS} ms between writes`,
    )
    console.log(
      '\n| fault | requests during it (2xx / 503 / other) | longest answer | s until throughput ≥ 95 % | throughput after ÷ before | writes lost | mails lost | mails doubled | orphan files |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const span of spans) console.log(`| ${row(span, load, accounts, mail.received).join(' | ')} |`)
    console.log('')
    for (const span of spans) console.log(detail(span, load))
  } finally {
    await load?.stop()
    await topology.stop()
    await mail.stop()
    await database.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
