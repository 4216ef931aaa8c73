import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { type RunningDatabase, startEmbeddedPostgres } from '../../tools/postgres/embedded'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database/away'

import { type ApiServer, startApiServer } from '../helpers/api-server'
import { listingForm } from '../helpers/listing-api'
import { newVisitor } from '../helpers/visitors'

/*
 * PostgreSQL is stopped (fast shutdown, as for an upgrade) and started again under a server
 * that keeps running. This file runs on a cluster of its own, which it stops and starts; the
 * run's shared database stays up for the other files. Payload in this process (fixtures, and
 * reading what was stored) and the server process both lose their connections at the stop.
 */

const ORIGIN = 'http://localhost:3000'

type Answer = { status: number; retryAfter: string | null; body: Record<string, any> }

let dir: string
let db: RunningDatabase
let payload: Payload
let server: ApiServer
let seller: { email: string; password: string }
let listingId: number
let categoryId: number
let cookie = ''

const startDatabase = (port?: number) => startEmbeddedPostgres({ dir, database: 'bizness', throwaway: true, log: () => {}, port })

async function send(
  method: 'GET' | 'POST',
  url: string,
  { json, session = false }: { json?: unknown; session?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...newVisitor() }
  if (json !== undefined) headers['content-type'] = 'application/json'
  if (session) Object.assign(headers, { cookie, origin: ORIGIN })
  const response = await fetch(`${server.url}${url}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
  const text = await response.text()
  let body: Record<string, any> = {}
  try {
    body = text ? (JSON.parse(text) as Record<string, any>) : {}
  } catch {
    body = { text }
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

/** The message of an answer: ours carry `message`, Payload's own routes `errors[0].message`. */
const messageOf = (answer: Answer) => (answer.body.message ?? answer.body.errors?.[0]?.message) as string | undefined

let saves = 0
const form = () => listingForm(categoryId, { id: listingId, title: `Kafejnīca Cēsīs ${++saves}` })

let signups = 0
const signupForm = () => {
  const password = `Parole-${process.pid}-${++signups}`
  return {
    first_name: 'Anna',
    last_name: 'Bērziņa',
    phone: '+371 20000000',
    email: `restart-${process.pid}-${signups}@test.bizness.lv`,
    password,
    password_confirm: password,
  }
}

const calls = {
  search: (locale: 'lv' | 'en' = 'lv') => send('POST', `/api/listing/index?locale=${locale}`, { json: { q: 'kafejnīca' } }),
  login: () => send('POST', '/api/users/login', { json: { email: seller.email, password: seller.password } }),
  authenticate: () => send('POST', '/api/authenticate', { json: { username: seller.email, password: seller.password } }),
  me: () => send('GET', '/api/users/me', { session: true }),
  myListings: () => send('GET', '/api/listing/my', { session: true }),
}

/** Writes sent while the database goes and comes back: what each was answered. */
type Write = { kind: 'save' | 'signup'; status: number; title?: string; email?: string }

async function write(kind: Write['kind']): Promise<Write> {
  if (kind === 'save') {
    const body = form()
    const answer = await send('POST', '/api/listing/create', { json: body, session: true })
    return { kind, status: answer.status, title: body.title }
  }
  const body = signupForm()
  const answer = await send('POST', '/api/user/signup', { json: body })
  return { kind, status: answer.status, email: body.email }
}

beforeAll(async () => {
  dir = path.join(process.env.BIZNESS_DATA_DIR!, 'restart-postgres')
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  db = await startDatabase()
  // Before Payload's config is first imported, which reads it.
  process.env.DATABASE_URL = db.url
  const [{ testPayload }, { runMigrations }, { createTestUser }, { createCategory, createListing }] = await Promise.all([
    import('../helpers/payload'),
    import('@/lib/database/migrate'),
    import('../helpers/users'),
    import('../helpers/fixtures'),
  ])
  payload = await testPayload()
  await runMigrations(payload)
  const user = await createTestUser(payload)
  seller = user
  categoryId = (await createCategory(payload)).id
  listingId = (await createListing(payload, user.user.id, categoryId, { title: 'Kafejnīca Cēsīs' })).id
  server = await startApiServer(db.url)
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newVisitor() },
    body: JSON.stringify({ email: seller.email, password: seller.password }),
  })
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  expect(cookie).toMatch(/^payload-token=/)
})

afterAll(async () => {
  await server?.stop()
  await payload?.destroy()
  await db?.stop()
})

describe('PostgreSQL restarts under a running server', () => {
  it('answers 503 with Retry-After and a message while it is away, keeps the seller signed in, and serves again once it is back', async () => {
    expect((await calls.search()).status).toBe(200)
    expect((await calls.me()).body.user?.email).toBe(seller.email)
    const writes: Write[] = [await write('save'), await write('signup')]
    expect(writes.map((each) => each.status)).toEqual([200, 201])

    await db.stop()
    expect(server.alive()).toBe(true)

    const away = {
      search: await calls.search(),
      searchEn: await calls.search('en'),
      login: await calls.login(),
      authenticate: await calls.authenticate(),
      me: await calls.me(),
      myListings: await calls.myListings(),
    }
    for (const kind of ['save', 'signup', 'save'] as const) writes.push(await write(kind))

    for (const answer of Object.values(away)) {
      expect(answer.status).toBe(503)
      expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    }
    expect(messageOf(away.search)).toBe(translate('lv', 'api.databaseAway'))
    expect(messageOf(away.searchEn)).toBe(translate('en', 'api.databaseAway'))
    for (const answer of [away.login, away.authenticate, away.me, away.myListings]) {
      expect(messageOf(answer)).toBe(translate('lv', 'api.databaseAway'))
    }
    // The seller's session could not be checked: never "please log in", never "nobody is signed in".
    expect(writes.slice(2).map((each) => each.status)).toEqual([503, 503, 503])
    expect(server.alive()).toBe(true)

    db = await startDatabase(db.port)
    // Until its pool has reconnected, a request may still meet the stop; none may be a 500 or a 401.
    const meanwhile: number[] = []
    const deadline = Date.now() + 20_000
    for (;;) {
      const { status } = await calls.search()
      if (status === 200 || Date.now() > deadline) break
      meanwhile.push(status)
    }
    expect(meanwhile.filter((status) => status !== 503)).toEqual([])

    expect((await calls.search()).status).toBe(200)
    expect((await calls.me()).body.user?.email).toBe(seller.email)
    expect((await calls.login()).status).toBe(200)
    for (const kind of ['save', 'signup'] as const) writes.push(await write(kind))
    expect(writes.slice(-2).map((each) => each.status)).toEqual([200, 201])
    expect(server.alive()).toBe(true)

    // Every write answered 2xx is stored; the listing holds the last save that was.
    const done = writes.filter((each) => each.status < 300)
    const listing = await payload.findByID({ collection: 'listings', id: listingId, depth: 0, locale: 'lv' })
    expect(listing.title).toBe(done.filter((each) => each.kind === 'save').at(-1)!.title)
    const emails = done.filter((each) => each.kind === 'signup').map((each) => each.email!)
    const { docs } = await payload.find({ collection: 'users', where: { email: { in: emails } }, limit: 0, pagination: false, depth: 0 })
    expect(docs.map((user) => user.email).sort()).toEqual([...emails].sort())
  })
})
