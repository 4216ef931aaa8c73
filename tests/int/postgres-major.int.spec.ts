import fs from 'node:fs'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { POSTGRES_MAJOR, serverMajor } from '../helpers/test-database'

/* One PostgreSQL major for the site: the embedded default's, compose's and the tests' (docs/decisions/134-one-postgresql-major.md). */
describe('one PostgreSQL major', () => {
  it('should be the embedded default’s in compose', () => {
    const images = [...fs.readFileSync('deploy/compose.yml', 'utf8').matchAll(/image: postgres:(\d+)/g)].map((match) => Number(match[1]))
    expect(images).toEqual([POSTGRES_MAJOR])
  })

  it('should be the embedded default’s in the database the tests run on', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      expect(await serverMajor(client)).toBe(POSTGRES_MAJOR)
    } finally {
      await client.end()
    }
  })
})
