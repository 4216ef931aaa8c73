import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { entryArgs } from '../../tools/entries'
import { freePort, type Running, startProcess } from '../../tools/processes'
import { translate } from '../../src/i18n/translate'
import { type RunningDatabase, startEmbeddedPostgres } from '../../tools/postgres/embedded'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/lib/database/away'

/*
 * The production server (src/entries/server.ts and the build) while PostgreSQL restarts under it: on a
 * cluster of this file's own, which it stops (fast shutdown) and starts again on its port. What
 * the integration test (tests/int/database-restart.int.spec.ts) shows for the calls, this shows
 * for pages, which only a build renders as visitors get them.
 */
const PASSWORD = 'restart-demo-password'
const SELLER = 'janis.liepins@example.lv'

let scratch: string
let dir: string
let db: RunningDatabase
let app: Running
let site: string
let cookie: string
/** What the app server was started with. */
let env: NodeJS.ProcessEnv

const startDatabase = (port?: number) => startEmbeddedPostgres({ dir, database: 'bizness', throwaway: true, log: () => {}, port })

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site}${url}`, { headers, redirect: 'manual' })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-restart-'))
  fs.chmodSync(scratch, 0o755)
  dir = path.join(scratch, 'postgres')
  db = await startDatabase()
  const port = await freePort()
  site = `http://127.0.0.1:${port}`
  env = {
    ...process.env,
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'restart-test-secret',
    DEMO_PASSWORD: PASSWORD,
    SITE_URL: site,
    BIZNESS_DATA_DIR: path.join(scratch, 'data'),
    MEDIA_DIR: path.join(scratch, 'media'),
    SMTP_URL: '',
    PAYLOAD_LOG_LEVEL: 'warn',
  }
  await startProcess('migrate', process.execPath, entryArgs('migrate', '--seed-if-empty'), { env, readyWhen: { done: true } }).ready
  app = startProcess('app', process.execPath, entryArgs('server', '-p', String(port)), {
    env,
    readyWhen: { url: `${site}/api/health/ready` },
  })
  await app.ready
  const login = await fetch(`${site}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ username: SELLER, password: PASSWORD }),
  })
  expect(login.status).toBe(200)
  cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ')
})

afterAll(async () => {
  await app?.stop()
  await db?.stop()
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

describe('pages while PostgreSQL restarts', () => {
  it('should serve the pages Next holds, answer the others 503 with Retry-After, keep the seller signed in, and render again once it is back', async () => {
    const seller = { cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
    // Twice: the first render puts the page in Next's cache.
    for (const url of ['/', '/bizness', '/en/bizness']) {
      await get(url)
      expect((await get(url)).status).toBe(200)
    }
    expect((await get('/bizness?q=kafejnīca')).status).toBe(200)
    expect((await get('/app/listing/my', seller)).status).toBe(200)

    await db.stop()

    for (const url of ['/', '/bizness', '/en/bizness']) expect((await get(url)).status, url).toBe(200)
    const search = await get('/bizness?q=kafejnīca')
    expect(search.status).toBe(503)
    expect(search.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    // The seller's own page cannot be shown, and must not be shown as to someone signed out (that logs the browser out).
    const own = await get('/app/listing/my', seller)
    expect(own.status).toBe(503)
    expect(own.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    const call = await fetch(`${site}/api/listing/index?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'kafejnīca' }),
    })
    expect(call.status).toBe(503)
    expect(((await call.json()) as { message: string }).message).toBe(translate('en', 'api.databaseAway'))
    expect(app.child.exitCode).toBeNull()

    db = await startDatabase(db.port)
    const deadline = Date.now() + 20_000
    let again = await get('/bizness?q=kafejnīca')
    while (again.status !== 200 && Date.now() < deadline) again = await get('/bizness?q=kafejnīca')
    expect(again.status).toBe(200)
    expect((await get('/app/listing/my', seller)).status).toBe(200)
    expect(app.child.exitCode).toBeNull()
  })
})

describe('a port another program holds', () => {
  it('should end a second server’s start on it with the error, rather than keep a process that serves nothing', async () => {
    const second = startProcess('second app', process.execPath, entryArgs('server', '-p', new URL(site).port), { env })
    const ended = await Promise.race([second.exited, pause(60_000, 'still running')])
    await second.stop('SIGKILL')
    expect(ended, second.output()).toBe(1)
    expect(second.output()).toContain('EADDRINUSE')
    expect((await get('/')).status).toBe(200)
  })
})
