import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { databaseAwayNow, DATABASE_RETRY_AFTER_SECONDS, isDatabaseAway, meansDatabaseAway } from '@/lib/database/away'
import { freePort } from '../../tools/processes'
import { watchedPg } from '@/lib/database/watched-pg'
import { answerMarkingDatabaseAway } from '@/server/database-away-pages'
import { databaseAway, unauthenticated } from '@/lib/errors/app-error'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('what counts as "the database is away"', () => {
  it('should take a refused or cut connection, a stopping or starting server and a pool with no connection in time', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      // Payload's transaction start rewraps the pool's refusal without a cause.
      new Error('Error: cannot begin transaction: timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseAway(error)).toBe(true)
    }
  })

  it('should look through Drizzle’s wrapping and a connect to several addresses', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), { cause: withCode('57P01') })
    expect(isDatabaseAway(wrapped)).toBe(true)
    expect(isDatabaseAway(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true)
  })

  it('should leave faults of the request or the code alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('57014', 'canceling statement due to statement timeout'),
      Object.assign(new Error('Failed query'), { cause: withCode('22P02') }),
      new TypeError('Cannot read properties of undefined'),
      unauthenticated(),
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseAway(error)).toBe(false)
    }
  })

  it('should count the app’s own refusal made of it, and nothing else the app refuses', () => {
    expect(meansDatabaseAway(databaseAway())).toBe(true)
    expect(meansDatabaseAway(withCode('57P01'))).toBe(true)
    expect(meansDatabaseAway(unauthenticated())).toBe(false)
  })
})

/** A pool as Payload's adapter opens one, on `url`, used for one query (which may fail). */
async function queryThrough(url: string): Promise<void> {
  const pool = new watchedPg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 })
  try {
    await pool.query('SELECT 1').catch(() => undefined)
  } finally {
    await pool.end()
  }
}

const nowhere = async () => `postgres://postgres@127.0.0.1:${await freePort()}/bizness`

describe('whether the database is away now (the pool’s word)', () => {
  it('should be away once a connection cannot be opened, and back once one opens', async () => {
    await queryThrough(process.env.DATABASE_URL!)
    expect(databaseAwayNow()).toBe(false)
    await queryThrough(await nowhere())
    expect(databaseAwayNow()).toBe(true)
    await queryThrough(process.env.DATABASE_URL!)
    expect(databaseAwayNow()).toBe(false)
  })

  it('should be away once an open connection is lost', async () => {
    const pool = new watchedPg.Pool({ connectionString: process.env.DATABASE_URL!, max: 1 })
    const client = await pool.connect()
    expect(databaseAwayNow()).toBe(false)
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows
    const other = new watchedPg.Pool({ connectionString: process.env.DATABASE_URL!, max: 1 })
    await other.query('SELECT pg_terminate_backend($1)', [pid])
    await expect.poll(databaseAwayNow).toBe(true)
    client.release(true)
    await Promise.all([pool.end(), other.end()])
    await queryThrough(process.env.DATABASE_URL!)
    expect(databaseAwayNow()).toBe(false)
  })
})

describe('a page that fails while the database is away (server.ts)', () => {
  let status = 500
  const server = http.createServer((req, res) =>
    answerMarkingDatabaseAway(req, res, async (_req, response) => {
      response.statusCode = status
      response.end('Next’s page')
    }),
  )
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
  )

  afterAll(() => {
    server.close()
  })

  it('should go out as 503 with Retry-After, never kept; a page served as usual keeps its 200', async () => {
    await queryThrough(await nowhere())
    const failed = await fetch(await listening)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect(await failed.text()).toBe('Next’s page')
    status = 200
    expect((await fetch(await listening)).status).toBe(200)
  })

  it('should stay the 500 it is once the database is back: a fault of the code is not an outage', async () => {
    status = 500
    await queryThrough(process.env.DATABASE_URL!)
    const failed = await fetch(await listening)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('retry-after')).toBeNull()
  })
})
