import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../src/lib/database/embedded-postgres'
import { type AppServer, buildId, startAppServer } from '../helpers/app-server'
import { waitUntil } from '../helpers/child-process'
import { RedisServer } from '../helpers/redis-server'
import { freshTestDatabase, type TestServer } from '../helpers/test-database'

/*
 * Two production servers of one build on one database and one Redis, as two machines behind a
 * load balancer: what one server's edit revalidates, the other must stop showing at once, in
 * every place Next caches it (cache-handler.mjs). Without REDIS_URL each server keeps its own
 * cache, and the other one shows the old listing until its minute is up.
 */

/** The seed's admin (src/seed/users.ts), with the password the seed is given. */
const ADMIN = { email: 'admin@bizness.lv', password: 'servers-demo-password' }
/** How soon after the edit's answer a request to the other server must see the edit. */
const FRESH_WITHIN_MS = 1_000

type Listing = { id: number; slug: string; title: string; category: { slug: string } }

let scratch: string
let database: TestServer
let redis: RedisServer
let a: AppServer
let b: AppServer

/** Two different free ports. */
async function twoPorts(): Promise<[number, number]> {
  const first = await freePort()
  let second = await freePort()
  while (second === first) second = await freePort()
  return [first, second]
}

beforeAll(async () => {
  buildId()
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-servers-'))
  // As root an embedded cluster runs as `postgres`, which must be able to enter the scratch dir.
  fs.chmodSync(scratch, 0o755)
  database = await freshTestDatabase(scratch)
  redis = new RedisServer(scratch)
  await redis.start()
  const shared = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'servers-test-secret',
    DEMO_PASSWORD: ADMIN.password,
    MEDIA_DIR: path.join(scratch, 'media'),
  }
  await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-database.ts', '--seed'], {
    env: { ...process.env, ...shared, BIZNESS_DATA_DIR: path.join(scratch, 'seed') },
  })
  const [portA, portB] = await twoPorts()
  const serve = (port: number, name: string) =>
    startAppServer({
      port,
      logFile: path.join(scratch, `${name}.log`),
      env: {
        ...shared,
        BIZNESS_DATA_DIR: path.join(scratch, name),
        SITE_URL: `http://localhost:${portA}`,
        REDIS_URL: redis.url,
      },
    })
  ;[a, b] = await Promise.all([serve(portA, 'server-a'), serve(portB, 'server-b')])
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.stop()
  await database?.dispose()
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

/** The newest public listing: on the first page of the index and of its category. */
async function newestListing(server: AppServer): Promise<Listing> {
  const answer = await fetch(`${server.url}/api/listing/index`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  return ((await answer.json()) as { listings: Listing[] }).listings[0]
}

const listingPage = (server: AppServer, listing: Listing) => fetch(`${server.url}/bizness/${listing.slug}`)

/** Where `server` shows the listing: its page, its category's page, a client navigation to its page (RSC), the index call. */
async function placesShowing(server: AppServer, listing: Listing): Promise<Record<string, string>> {
  const [page, category, navigation, call] = await Promise.all([
    listingPage(server, listing),
    fetch(`${server.url}/${listing.category.slug}`),
    fetch(`${server.url}/bizness/${listing.slug}`, { headers: { RSC: '1' } }),
    fetch(`${server.url}/api/listing/index`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  ])
  expect(navigation.headers.get('content-type')).toContain('text/x-component')
  return { page: await page.text(), category: await category.text(), navigation: await navigation.text(), call: await call.text() }
}

const placesWithout = (shown: Record<string, string>, text: string) => Object.keys(shown).filter((place) => !shown[place].includes(text))

/** The session cookie of the seed's admin, logged in on server A. */
async function adminCookie(): Promise<string> {
  const answer = await fetch(`${a.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: a.url },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  })
  expect(answer.status).toBe(200)
  return answer.headers.get('set-cookie')!.split(';')[0]
}

describe('Next cache shared through Redis by two servers', () => {
  it("serves on one server the page the other rendered, as fresh as there, under the build's id", async () => {
    const listing = await newestListing(a)
    const rendered = await listingPage(a, listing)
    // Past the second Next gives an entry whose lifetime it does not know (src/server/redis-cache/handler.mjs).
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const shared = await listingPage(b, listing)
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(shared.headers.get('cache-control')).toBe(rendered.headers.get('cache-control'))

    const client = await createClient({ url: redis.url }).connect()
    const keys = await client.keys('*')
    await client.quit()
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter((key) => !key.startsWith(`bizness:${buildId()}:`))).toEqual([])
  })

  it("shows an admin's edit on one server within a second on the other: page, category page, RSC navigation and index call", async () => {
    const listing = await newestListing(a)
    expect(placesWithout(await placesShowing(b, listing), listing.title)).toEqual([])

    const title = `${listing.title} ${crypto.randomBytes(3).toString('hex')}`
    const edit = await fetch(`${a.url}/api/listings/${listing.id}?depth=0`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: a.url, Cookie: await adminCookie() },
      body: JSON.stringify({ title }),
    })
    expect(edit.status).toBe(200)
    const edited = performance.now()

    let sentAfterMs: number
    let stale: string[]
    do {
      sentAfterMs = performance.now() - edited
      stale = placesWithout(await placesShowing(b, listing), title)
    } while (stale.length > 0 && sentAfterMs < FRESH_WITHIN_MS)
    console.log(`Server B showed the edit everywhere in the requests it was sent ${Math.round(sentAfterMs)} ms after the edit's answer`)
    expect(stale, `still the old title ${Math.round(sentAfterMs)} ms after the edit`).toEqual([])
    expect(sentAfterMs).toBeLessThanOrEqual(FRESH_WITHIN_MS)
  })

  it('answers while Redis hangs or is down, and caches in it again once it is back', async () => {
    const listing = await newestListing(a)

    redis.pause()
    try {
      const asked = performance.now()
      const page = await listingPage(b, listing)
      console.log(`With Redis hanging, server B answered the listing's page in ${Math.round(performance.now() - asked)} ms`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(listing.title)
    } finally {
      redis.resume()
    }

    await redis.stop()
    const page = await listingPage(b, listing)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(listing.title)

    await redis.start()
    // The servers reconnect by themselves; B keeps no copy of its own, so a hit comes from Redis.
    await waitUntil(
      'server B serving the page from Redis again',
      async () => (await listingPage(b, listing)).headers.get('x-nextjs-cache') === 'HIT',
      {
        timeoutMs: 15_000,
      },
    )
  })
})
