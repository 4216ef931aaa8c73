import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtEntry } from '../../tools/entries'
import { DRAIN_MS, START_WITHIN_MS, startCluster, type Cluster } from '../../tools/cluster/topology'
import { distinctFreePorts } from '../../tools/processes'
import { PROBE_INTERVAL_MS } from '../../tools/cluster/varnish'
import { translate } from '../../src/i18n/translate'
import { LISTINGS_QUEUE } from '../../src/jobs/expiry-reminders'
import { LISTINGS_EVERY_MS } from '../../src/jobs/listings-queue'
import { REPEAT_AFTER_MS } from '../../src/lib/cache/revalidate-content'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/lib/database/away'
import { totpCode } from '../../src/lib/second-factor/totp'
import { SPARE_REGISTRATION_NUMBERS } from '../../src/seed/data/registration-numbers'
import { formData } from '../helpers/listing-api'
import { postgresRelay, type PostgresRelay } from '../helpers/postgres-relay'
import { freshTestDatabase, type TestServer } from '../helpers/test-database'
import { minimalPdf, twoToneJpeg } from '../helpers/sample-files'
import { startWorker, type WorkerProcess } from '../helpers/worker'

/*
 * The whole topology of `npm run cluster` (tools/cluster/topology.ts) from the build `npm test`
 * made: two app servers with JOBS=off, the jobs worker, Varnish in front, Redis, the S3 stand-in
 * and PostgreSQL. What one server does, the other and Varnish must show; a server restarted or
 * killed under load costs visitors nothing or only what it had in flight. Every part reaches
 * PostgreSQL through a relay the tests can cut, as if the database were gone.
 */
const PASSWORD = 'cluster-demo-password'
/** The demo staff's authenticator secret: the admin signs in with its code. */
const TOTP_SECRET = 'CLUSTERDEMOSTAFFSECRETFORTESTSAA'
const ADMIN = 'admin@bizness.lv'
const SELLER = 'janis.liepins@example.lv'
/**
 * Room for an edit to reach every place on a busy machine, far below a page's lifetime (60 s), so
 * only the purge explains a fresh page; the 1 s target is bench/cluster.ts's.
 */
const FRESH_WITHIN_MS = 15_000
/** Another demo seller, reading the first one's confidential listing as a buyer. */
const BUYER = 'laura.vitola@example.lv'

type Listing = { id: number; slug: string; title: string; image: string | null; category: { id: number; slug: string } }

let scratch: string
let database: TestServer
let relay: PostgresRelay
let cluster: Cluster
let site: string
let a: string
let b: string

// Every step of the cluster's start is bounded (START_WITHIN_MS), so a start that fails says which
// step; each part's arrival is printed. The test's own database gets a minute before it.
beforeAll(async () => {
  const began = Date.now()
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-cluster-'))
  fs.chmodSync(scratch, 0o755)
  database = await freshTestDatabase(scratch)
  relay = await postgresRelay(database.url, () => (chunk, pass) => pass(chunk))
  const [port, ...serverPorts] = (await distinctFreePorts(3)) as [number, number, number]
  cluster = await startCluster({
    port,
    servers: 2,
    serverPorts,
    databaseUrl: relay.url,
    seed: true,
    dir: path.join(scratch, 'parts'),
    env: {
      PAYLOAD_SECRET: 'cluster-test-secret',
      DEMO_PASSWORD: PASSWORD,
      DEMO_TOTP_SECRET: TOTP_SECRET,
      BIZNESS_DATA_DIR: path.join(scratch, 'data'),
      PAYLOAD_LOG_LEVEL: 'warn',
    },
    onPart: (name, address) => console.log(`${name} up after ${Math.round((Date.now() - began) / 1000)} s: ${address}`),
  })
  site = cluster.url
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
}, 60_000 + START_WITHIN_MS)

afterAll(async () => {
  await cluster?.stop()
  relay?.close()
  await database?.dispose()
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const json = { 'content-type': 'application/json' }

/** Signs in through `base` as a page of the site would (staff with their code); answers the session cookie. */
async function signIn(base: string, email: string, code?: string): Promise<string> {
  const response = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { ...json, origin: site },
    body: JSON.stringify({ username: email, password: PASSWORD, code }),
  })
  expect(response.status, `${email} signs in through ${base}`).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text()
const index = (base: string) => text(`${base}/api/listing/index`, { method: 'POST', headers: json, body: '{}' })

async function publicListings(): Promise<Listing[]> {
  return (JSON.parse(await index(site)) as { listings: Listing[] }).listings
}

/** What a process was started with, as the system reports it. */
const commandLine = (pid: number | undefined) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)

describe('one site on several servers', () => {
  it('should run the build’s compiled entries on every server and the worker, with no TypeScript loader', () => {
    const lines = [
      ...cluster.servers.map((server) => ({ line: commandLine(server.running.child.pid), entry: builtEntry('server') })),
      { line: commandLine(cluster.worker.child.pid), entry: builtEntry('worker') },
    ]
    for (const { line, entry } of lines) {
      expect(line[1]).toBe(entry)
      expect(line.filter((arg) => /tsx|--import|--loader/.test(arg))).toEqual([])
    }
  })

  it('should serve on server B the page server A rendered, from Next’s cache in Redis under the build’s id', async () => {
    const [, listing] = await publicListings()
    const address = `/bizness/${listing!.slug}`
    const rendered = await fetch(`${a}${address}`)
    // Past the first second Next needs the entry's own lifetime, which src/server/redis-cache/handler.mjs keeps.
    await pause(1_500)
    const shared = await fetch(`${b}${address}`)
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(shared.headers.get('cache-control')).toBe(rendered.headers.get('cache-control'))

    const redis = await createClient({ url: cluster.redis.url }).connect()
    const keys = await redis.keys('*')
    await redis.quit()
    const build = fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter((key) => !key.startsWith(`bizness:${build}:`))).toEqual([])
  })

  it('should show an admin’s edit made through server A on the listing page, its sector page, the client router’s navigation and the index call, through Varnish and on server B, well before the pages expire', async () => {
    const listing = (await publicListings()).find((each) => /^[^"'&<>]+$/.test(each.title))!
    const places = (base: string) => ({
      page: () => text(`${base}/bizness/${listing.slug}`),
      sector: () => text(`${base}/${listing.category.slug}`),
      // The client router's navigation to the page (an RSC payload), which Varnish passes to a server.
      navigation: () => text(`${base}/bizness/${listing.slug}`, { headers: { RSC: '1' } }),
      index: () => index(base),
    })
    const everywhere = { varnish: places(site), b: places(b) }
    // Every place has the listing in its caches before the edit.
    for (let round = 0; round < 2; round++)
      for (const base of Object.values(everywhere)) for (const read of Object.values(base)) await read()

    const admin = await signIn(a, ADMIN, totpCode(TOTP_SECRET))
    const title = `${listing.title} (labots ${Date.now()})`
    const saved = await fetch(`${a}/api/listings/${listing.id}`, {
      method: 'PATCH',
      headers: { ...json, origin: site, cookie: admin },
      body: JSON.stringify({ title }),
    })
    expect(saved.status).toBe(200)
    try {
      // Each place is asked until it answers the edit, or the room is used up.
      const until = Date.now() + FRESH_WITHIN_MS
      const reads = Object.entries(everywhere).flatMap(([where, reads]) =>
        Object.entries(reads).map(async ([what, read]) => {
          while (!(await read()).includes(title)) {
            if (Date.now() > until) return [`${where} ${what}`]
            await pause(200)
          }
          return []
        }),
      )
      expect((await Promise.all(reads)).flat(), `stale ${FRESH_WITHIN_MS} ms after the edit`).toEqual([])
    } finally {
      await fetch(`${a}/api/listings/${listing.id}`, {
        method: 'PATCH',
        headers: { ...json, origin: site, cookie: admin },
        body: JSON.stringify({ title: listing.title }),
      })
    }
  })

  it('should hand a page’s Vary on to browsers, and answer one without gzip from the same copy', async () => {
    const [listing] = await publicListings()
    const page = `${site}/bizness/${listing!.slug}`
    const read = (encoding: string) => fetch(page, { headers: { 'accept-encoding': encoding } })
    // An edit before this one purges every listing page again a moment later: past that, the copy stays.
    await pause(Math.max(...REPEAT_AFTER_MS) + 500)
    await (await read('gzip')).text()
    const gzipped = await read('gzip')
    expect(gzipped.headers.get('x-cache')).toBe('hit')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/\brsc\b.*Accept-Encoding/i)
    expect(gzipped.headers.get('x-bizness-vary')).toBeNull()
    const plain = await read('identity')
    expect(plain.headers.get('x-cache')).toBe('hit')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe(gzipped.headers.get('vary'))
    expect(await plain.text()).toContain(listing!.title.slice(0, 20))
  })

  it('should keep a session made on server A working on server B and through Varnish', async () => {
    const cookie = await signIn(a, SELLER)
    for (const base of [b, site]) {
      const me = await fetch(`${base}/api/users/me`, { headers: { cookie, origin: site } })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email, base).toBe(SELLER)
      const area = await fetch(`${base}/app/listing/my`, { headers: { cookie }, redirect: 'manual' })
      expect(area.status, base).toBe(200)
    }
  })

  it('should show a listing’s image and give its PDF through server B and Varnish when it was posted through A, and take its files out of the bucket when it is deleted', async () => {
    const cookie = await signIn(a, SELLER)
    const [someListing] = await publicListings()
    const s3 = new S3Client({
      endpoint: cluster.env.S3_ENDPOINT,
      region: cluster.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: cluster.env.S3_ACCESS_KEY_ID!, secretAccessKey: cluster.env.S3_SECRET_ACCESS_KEY! },
    })
    const objects = async () =>
      new Set(((await s3.send(new ListObjectsV2Command({ Bucket: cluster.env.S3_BUCKET }))).Contents ?? []).map((object) => object.Key!))
    const before = await objects()
    const pdf = minimalPdf('Bilance klasterim')
    const posted = await fetch(`${a}/api/listing/create`, {
      method: 'POST',
      headers: { cookie, origin: site },
      body: formData(
        {
          title: `Klastera kafejnīca ${Date.now()}`,
          category_id: someListing!.category.id,
          price: '90 000',
          shares_to_sold: '100',
          registration_number: SPARE_REGISTRATION_NUMBERS[0],
          description: 'Kafejnīca, kas ielikta caur vienu serveri.',
        },
        {
          image: { data: await twoToneJpeg(900, 600), name: 'fasade.jpg', type: 'image/jpeg' },
          attachment: { data: pdf, name: 'Bilance.pdf', type: 'application/pdf' },
        },
      ),
    })
    expect(posted.status).toBe(201)
    const { id, slug } = (await posted.json()) as { id: number; slug: string }

    const shown = (await (await fetch(`${b}/api/listing/get/${slug}/slug`)).json()) as { listing: Listing }
    expect(shown.listing.image).toMatch(/^\/api\/media\/file\//)
    for (const base of [b, site]) {
      const image = await fetch(`${base}${shown.listing.image}`)
      expect(image.status, base).toBe(200)
      expect(image.headers.get('content-type'), base).toMatch(/^image\//)
      const download = await fetch(`${base}/api/listing/attachment_download?id=${id}`)
      expect(download.status, base).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf), base).toBe(true)
    }
    // The image with its four sizes and the document.
    const added = [...(await objects())].filter((key) => !before.has(key))
    expect(added.filter((key) => key.startsWith('images/'))).toHaveLength(5)
    expect(added.filter((key) => key.startsWith('attachments/'))).toHaveLength(1)

    const deleted = await fetch(`${b}/api/listing/delete/${id}`, { method: 'DELETE', headers: { cookie, origin: site } })
    expect(deleted.status).toBe(200)
    const after = await objects()
    expect(added.filter((key) => after.has(key))).toEqual([])
    expect((await fetch(`${site}/api/listing/attachment_download?id=${id}`)).status).toBe(404)
    s3.destroy()
  })

  it('should give an anonymous visitor the public face and a buyer with NDA access the whole listing, alternating through Varnish and both servers, each their own', async () => {
    const sellerCookie = await signIn(a, SELLER)
    const buyerCookie = await signIn(b, BUYER)
    const [someListing] = await publicListings()
    const title = `Klastera konfidenciālā ražotne ${Date.now()}`
    const posted = await fetch(`${a}/api/listing/create`, {
      method: 'POST',
      headers: { cookie: sellerCookie, origin: site },
      body: formData({
        title,
        category_id: someListing!.category.id,
        price: '250 000',
        shares_to_sold: '100',
        turnover: '1 234 567',
        registration_number: SPARE_REGISTRATION_NUMBERS[1]!,
        description: 'Ražotne, kuras nosaukumu zina tikai pircēji ar NDA.',
        confidential: '1',
      }),
    })
    expect(posted.status).toBe(201)
    const { id, slug } = (await posted.json()) as { id: number; slug: string }
    const { version } = (await (await fetch(`${site}/api/globals/nda`)).json()) as { version: number }
    const accepted = await fetch(`${site}/api/listing/nda/${slug}`, {
      method: 'POST',
      headers: { ...json, cookie: buyerCookie, origin: site },
      body: JSON.stringify({ version }),
    })
    expect(((await accepted.json()) as { state: string }).state).toBe('granted')

    // The exact turnover, as a page or an answer may write it: only the whole listing has it.
    const WHOLE = /1\s234\s567|1234567/
    // A browser's navigation: Payload takes the session cookie only from a request of the site's own.
    const navigation = { origin: site, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
    const page = (base: string, cookie?: string) =>
      fetch(`${base}/bizness/${slug}`, { headers: cookie ? { ...navigation, cookie } : navigation })
    const call = async (base: string, cookie?: string) =>
      (await fetch(`${base}/api/listing/get/${slug}/slug`, { headers: cookie ? { cookie, origin: site } : {} })).text()
    for (let round = 0; round < 3; round++) {
      for (const base of [site, a, b]) {
        const anonymous = await page(base)
        const anonymousHtml = await anonymous.text()
        expect(anonymousHtml, `${base}, anonymous, round ${round}`).toContain('nda-block')
        expect(anonymousHtml, `${base}, anonymous, round ${round}`).not.toMatch(WHOLE)
        expect(await call(base), `${base}, anonymous call, round ${round}`).not.toMatch(WHOLE)
        const buyers = await page(base, buyerCookie)
        expect(await buyers.text(), `${base}, buyer, round ${round}`).toMatch(WHOLE)
        expect(buyers.headers.get('cache-control'), base).toMatch(/private|no-store/)
        expect(await call(base, buyerCookie), `${base}, buyer's call, round ${round}`).toMatch(WHOLE)
      }
    }

    // Revoked through server A: the buyer's next request, through Varnish or B, is the public face.
    const me = (await (await fetch(`${b}/api/users/me`, { headers: { cookie: buyerCookie, origin: site } })).json()) as {
      user: { id: number }
    }
    const revoked = await fetch(`${a}/api/listing/nda/${id}/${me.user.id}`, {
      method: 'DELETE',
      headers: { cookie: sellerCookie, origin: site },
    })
    expect(revoked.status).toBe(200)
    for (const base of [site, b]) {
      expect(await (await page(base, buyerCookie)).text(), base).not.toMatch(WHOLE)
      expect(await call(base, buyerCookie), base).not.toMatch(WHOLE)
    }
    expect(
      (await fetch(`${a}/api/listing/delete/${id}`, { method: 'DELETE', headers: { cookie: sellerCookie, origin: site } })).status,
    ).toBe(200)
  })

  it('should deliver the mail a server queues once, through the worker', async () => {
    const email = `cluster-${Date.now()}@example.lv`
    const signUp = await fetch(`${b}/api/user/signup`, {
      method: 'POST',
      headers: { ...json, origin: site },
      body: JSON.stringify({
        email,
        password: 'Klasteris-2026',
        password_confirm: 'Klasteris-2026',
        first_name: 'Klāvs',
        last_name: 'Serveris',
        phone: '+371 20000000',
      }),
    })
    expect(signUp.status).toBeLessThan(300)
    const outbox = path.join(scratch, 'data', 'mail')
    const toHim = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((file) =>
        fs.readFileSync(path.join(outbox, file), 'utf8').includes(email),
      )
    const until = Date.now() + 10_000
    while (toHim().length === 0 && Date.now() < until) await pause(200)
    await pause(2_000)
    expect(toHim()).toHaveLength(1)
  })

  it('should queue each scheduled listings task once per period and run it once, with two more workers starting beside the cluster’s own and the servers answering', async () => {
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const extra: WorkerProcess[] = []
    try {
      const listingsJobs = async () =>
        (
          await db.query<{ id: number; task: string; waitUntil: Date; processing: boolean; failed: boolean; tried: string }>(
            `SELECT id, task_slug AS task, wait_until AS "waitUntil", processing, has_error AS failed, total_tried AS tried
             FROM payload_jobs WHERE queue = $1 ORDER BY task_slug::text`,
            [LISTINGS_QUEUE],
          )
        ).rows
      const tasks = ['expiryReminders', 'savedSearchDigest', 'sweepExpiredListings', 'sweepOrphanFiles']
      // The cluster's worker queues each task's next period in its first run; the servers (JOBS=off) queue nothing.
      const firstRun = Date.now() + 60_000
      while ((await listingsJobs()).length < tasks.length && Date.now() < firstRun) await pause(200)
      const due = await listingsJobs()
      expect(due.map((job) => job.task)).toEqual(tasks)
      // The period has come: every task is due, and three workers reach for them at once.
      await db.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE queue = $1`, [LISTINGS_QUEUE])
      extra.push(startWorker(cluster.env), startWorker(cluster.env))
      let started = false
      const ready = Promise.all(extra.map((worker) => worker.ready)).finally(() => (started = true))
      while (!started) {
        for (const server of [a, b]) expect((await fetch(`${server}/api/health`)).status).toBe(200)
        await pause(500)
      }
      await ready

      // Each due job ran and went; what stays is the next period's, one per task, none failed or taken twice. A
      // run may find a task's due job still there and queue its next period only at its next round.
      const settledBy = Date.now() + LISTINGS_EVERY_MS + 10_000
      const settled = (jobs: { id: number }[]) => jobs.length >= tasks.length && !jobs.some((job) => due.some((done) => done.id === job.id))
      let left = await listingsJobs()
      while (!settled(left) && Date.now() < settledBy) {
        await pause(500)
        left = await listingsJobs()
      }
      expect(left.filter((job) => due.some((done) => done.id === job.id))).toEqual([])
      expect(left.map((job) => job.task)).toEqual(tasks)
      expect(left.filter((job) => job.failed || job.processing || Number(job.tried) > 0)).toEqual([])
      for (const job of left) expect(job.waitUntil.getTime()).toBeGreaterThan(Date.now())
    } finally {
      expect(await Promise.all(extra.map((worker) => worker.stop()))).toEqual(extra.map(() => 0))
      await db.end()
    }
  }, 240_000)
})

describe('Redis going away', () => {
  it('should answer while Redis hangs or is down, and cache in it again once it is back', async () => {
    const [listing] = await publicListings()
    const page = () => fetch(`${b}/bizness/${listing!.slug}`)
    cluster.redis.pause()
    try {
      const hanging = await page()
      expect(hanging.status).toBe(200)
      expect(await hanging.text()).toContain(listing!.title)
    } finally {
      cluster.redis.resume()
    }
    await cluster.redis.stop()
    const down = await page()
    expect(down.status).toBe(200)
    expect(await down.text()).toContain(listing!.title)

    await cluster.redis.start()
    // The servers reconnect by themselves and keep no copy of their own: a hit comes from Redis.
    const until = Date.now() + 15_000
    while ((await page()).headers.get('x-nextjs-cache') !== 'HIT' && Date.now() < until) await pause(250)
    expect((await page()).headers.get('x-nextjs-cache')).toBe('HIT')
  })
})

/** Steady load through Varnish: cached pages and requests that always reach a server, noting every answer. */
function steadyLoad(cookie: string, listing: Listing) {
  const answers: { at: number; status: number }[] = []
  let running = true
  const requests: (() => Promise<Response>)[] = [
    () => fetch(`${site}/bizness/${listing.slug}`),
    () => fetch(`${site}/api/listing/index`, { method: 'POST', headers: json, body: '{"q":"kafejnica"}' }),
    () => fetch(`${site}/api/users/me`, { headers: { cookie, origin: site } }),
    () => fetch(`${site}/bizness`),
  ]
  const loops = Array.from({ length: 4 }, async (_, lane) => {
    for (let turn = lane; running; turn++) {
      // A connection cut mid-answer (the server was killed) counts as lost, as a refused one does.
      const status = await requests[turn % requests.length]!()
        .then(async (response) => {
          await response.arrayBuffer()
          return response.status
        })
        .catch(() => 0)
      answers.push({ at: Date.now(), status })
    }
  })
  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

const failures = (answers: { at: number; status: number }[]) => answers.filter(({ status }) => status === 0 || status >= 500)

describe('the database going away under the cluster', () => {
  it('should answer through Varnish while no server is ready: pages the servers hold, and 503 with Retry-After and a message in the visitor’s language for the rest', async () => {
    // The client router's request for a page: Varnish passes it, so a server answers it from Next's cache.
    const navigation = () => fetch(`${site}/bizness`, { headers: { RSC: '1' } })
    await navigation()
    expect((await navigation()).status).toBe(200)
    const search = () =>
      fetch(`${site}/api/listing/index?locale=en`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ q: `kafejnīca ${Date.now()}` }),
      })

    relay.cut()
    try {
      const until = Date.now() + 10 * PROBE_INTERVAL_MS
      while ((await cluster.varnish.healthy()).size > 0 && Date.now() < until) await pause(100)
      expect(await cluster.varnish.healthy(), 'no server is ready without its database').toEqual(new Set())

      expect((await navigation()).status).toBe(200)
      const away = await search()
      expect(away.status).toBe(503)
      expect(away.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(((await away.json()) as { message: string }).message).toBe(translate('en', 'api.databaseAway'))
    } finally {
      relay.restore()
    }

    const back = Date.now() + 20_000
    while ((await cluster.varnish.healthy()).size < 2 && Date.now() < back) await pause(100)
    expect(await cluster.varnish.healthy()).toEqual(new Set([1, 2]))
    expect((await search()).status).toBe(200)
  })
})

describe('servers going away under load', () => {
  it('should answer every request while server A and then server B restart', async () => {
    const [listing] = await publicListings()
    const load = steadyLoad(await signIn(site, SELLER), listing!)
    try {
      for (const server of cluster.servers) {
        await server.running.stop('SIGTERM')
        await server.restart()
        // Back in the rotation once the probe has seen it ready.
        await pause(PROBE_INTERVAL_MS * 3)
      }
    } finally {
      await load.stop()
    }
    expect(load.answers.length).toBeGreaterThan(50)
    expect(failures(load.answers)).toEqual([])
  })

  it('should lose at most the requests in flight when a server is killed, and send it nothing once the probe has noticed', async () => {
    const [listing] = await publicListings()
    const load = steadyLoad(await signIn(site, SELLER), listing!)
    const victim = cluster.servers[1]!
    let outAt = 0
    try {
      await pause(2_000)
      await victim.running.stop('SIGKILL')
      // Room for a busy machine; the target (two probe intervals and a half second) is bench/cluster.ts's.
      const until = Date.now() + PROBE_INTERVAL_MS * 15
      while ((await cluster.varnish.healthy()).has(2) && Date.now() < until) await pause(100)
      expect(await cluster.varnish.healthy(), 'the probe takes the killed server out').toEqual(new Set([1]))
      outAt = Date.now()
      await pause(3_000)
    } finally {
      await load.stop()
    }
    const lost = failures(load.answers)
    // Four lanes: at most one request each was in flight at the kill.
    expect(lost.length).toBeLessThanOrEqual(4)
    // Once the probe has noticed, nothing new goes to the killed server: what ends later was sent before.
    expect(lost.filter(({ at }) => at > outAt + DRAIN_MS)).toEqual([])
    await victim.restart()
  })
})
