import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable, meansDatabaseAway } from '@/lib/database/unavailable'
import { databaseUnavailable, unauthenticated } from '@/lib/errors/app-error'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('what counts as "the database is unavailable"', () => {
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
      expect(isDatabaseUnavailable(error)).toBe(true)
    }
  })

  it('should look through Drizzle’s wrapping and a connect to several addresses', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), { cause: withCode('57P01') })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true)
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
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })

  it('should count the app’s own refusal made of it, and nothing else the app refuses', () => {
    expect(meansDatabaseAway(databaseUnavailable())).toBe(true)
    expect(meansDatabaseAway(withCode('57P01'))).toBe(true)
    expect(meansDatabaseAway(unauthenticated())).toBe(false)
  })
})
