import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { freePort } from '../../tools/processes'
import { markDraining } from '@/lib/runtime/draining'
import { AppError } from '@/lib/errors/app-error'
import { migrations } from '@/migrations'
import { requireReady } from '@/services/readiness'

import { stallingRelay } from '../helpers/stalling-relay'

/*
 * GET /api/health and /api/health/ready. This file's Payload reaches PostgreSQL through a relay
 * that can stall, as a database that hangs; the config reads DATABASE_URL when it loads, so it is
 * imported only after the relay stands (the helpers load it).
 */
const relay = await stallingRelay(process.env.DATABASE_URL!)
process.env.DATABASE_URL = relay.url
const { testPayload } = await import('../helpers/payload')
const { api } = await import('../helpers/rest')

const payload = await testPayload()

afterAll(() => {
  relay.resume()
  relay.close()
})

/**
 * Answers the call, or null if it has not answered within `ms`. The bounds here only keep a call
 * that waits on the hanging database from hanging the test: they are room for a busy machine, not
 * targets (how fast each answers is bench/readiness-timing.ts's figure).
 */
const within = (ms: number, answer: Promise<Response>) =>
  Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

/** Longer than any bound of the app's own (the pool's connect wait, the readiness check's): a call still waiting then waits on the database. */
const ROOM_MS = 20_000

/** Runs `check` with the newest migration missing from payload_migrations, as before a deploy has applied it. */
async function withNewestMigrationMissing(check: () => Promise<void>) {
  const { name } = migrations[migrations.length - 1]
  const hidden = `${name} (hidden by health.int.spec.ts)`
  await payload.db.drizzle.execute(sql`UPDATE payload_migrations SET name = ${hidden} WHERE name = ${name}`)
  try {
    await check()
  } finally {
    await payload.db.drizzle.execute(sql`UPDATE payload_migrations SET name = ${name} WHERE name = ${hidden}`)
  }
}

/** `url` answers 200 with `json`, marked never to be cached. */
async function expectUncached200(url: `/api/${string}`, json: unknown) {
  const answer = await api('GET', url)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(await answer.json()).toEqual(json)
}

/** A pg pool on another database of the test server, or on nothing at all. */
const poolOn = (url: string) => new pg.Pool({ connectionString: url, max: 1 })

describe('GET /api/health', () => {
  it('should answer 200 { status: ok }, never cached', async () => {
    await expectUncached200('/api/health', { status: 'ok' })
  })

  it('should answer 200 while the database hangs, since it asks the database nothing', async () => {
    relay.stall()
    try {
      // A query would wait on a stalled connection for good, or fail when the pool gives up connecting: never a 200.
      const answer = await within(ROOM_MS, api('GET', '/api/health'))
      expect(answer?.status).toBe(200)
    } finally {
      relay.resume()
    }
  })
})

describe('GET /api/health/ready', () => {
  it('should answer 200 { status: ready } on a database holding every migration, never cached', async () => {
    await expectUncached200('/api/health/ready', { status: 'ready' })
  })

  it('should answer 503 with a message in lv and en and a Retry-After while a migration is not applied', async () => {
    await withNewestMigrationMissing(async () => {
      for (const [locale, url] of [
        ['lv', '/api/health/ready'],
        ['en', '/api/health/ready?locale=en'],
      ] as const) {
        const answer = await api('GET', url)
        expect(answer.status, locale).toBe(503)
        expect(answer.headers.get('retry-after'), locale).toBe('5')
        expect(answer.headers.get('cache-control'), locale).toBe('no-store')
        expect(await answer.json(), locale).toEqual({ message: translate(locale, 'api.migrationsPending') })
      }
    })
    expect(translate('lv', 'api.migrationsPending')).not.toBe(translate('en', 'api.migrationsPending'))
    expect((await api('GET', '/api/health/ready')).status).toBe(200)
  })

  it('should answer 503 while the database hangs, rather than wait on it, and 200 again once it answers', async () => {
    relay.stall()
    try {
      const answer = await within(ROOM_MS, api('GET', '/api/health/ready?locale=en'))
      expect(answer?.status).toBe(503)
      expect(answer?.headers.get('retry-after')).toBe('5')
      expect(await answer?.json()).toEqual({ message: translate('en', 'api.databaseUnavailable') })
    } finally {
      relay.resume()
    }
    expect((await api('GET', '/api/health/ready')).status).toBe(200)
  })
})

describe('the health calls in the OpenAPI document', () => {
  it('should describe both, with the 503 of readiness', async () => {
    const { paths } = (await (await api('GET', '/api/openapi.json')).json()) as { paths: Record<string, any> }
    expect(paths['/api/health']?.get?.responses).toHaveProperty('200')
    expect(paths['/api/health/ready']?.get?.responses).toHaveProperty('503')
  })
})

describe('the readiness check (src/services/readiness.ts)', () => {
  it('should refuse on the refused connection itself, not at the end of its wait, when nothing listens where the database should be', async () => {
    const pool = poolOn(`postgres://postgres@127.0.0.1:${await freePort()}/bizness`)
    try {
      // A wait longer than the test may take: only the refused connection can end the check in time.
      const refusal = await requireReady(pool, 10 * 60_000).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(AppError)
      expect(refusal).toMatchObject({ refusal: 'unavailable', messageKey: 'api.databaseUnavailable' })
    } finally {
      await pool.end()
    }
  })

  it('should refuse a database no migration has run on (no payload_migrations table)', async () => {
    const maintenance = new URL(process.env.BIZNESS_TEST_RUN_DATABASE!)
    maintenance.pathname = '/postgres'
    const pool = poolOn(maintenance.toString())
    try {
      await expect(requireReady(pool)).rejects.toMatchObject({ refusal: 'unavailable', messageKey: 'api.migrationsPending' })
    } finally {
      await pool.end()
    }
  })
})

describe('a server that is stopping', () => {
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('bizness.draining')]
  })

  it('should answer its readiness 503 once src/entries/server.ts is asked to stop, so load balancers send it nothing new, and still serve other calls', async () => {
    expect((await api('GET', '/api/health/ready')).status).toBe(200)
    markDraining()
    for (const locale of ['lv', 'en'] as const) {
      const answer = await api('GET', `/api/health/ready?locale=${locale}`)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(await answer.json()).toEqual({ message: translate(locale, 'api.shuttingDown') })
    }
    expect((await api('GET', '/api/health')).status).toBe(200)
    expect((await api('GET', '/api/listing/categories')).status).toBe(200)
  })
})
