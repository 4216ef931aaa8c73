import path from 'node:path'

import pg from 'pg'

import { ensureDatabase, startEmbeddedPostgres } from '../../src/lib/database/embedded-postgres'

export type TestServer = {
  /** URL of the fresh database made for this run. */
  url: string
  describe: string
  dispose: () => Promise<void>
}

/** CI machines serve PostgreSQL here with trust auth; so may a developer's machine. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/test'

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const withDatabase = (url: string, database: string) => {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

async function dropDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * A real PostgreSQL with a database made fresh for this test run: on the server of
 * TEST_DATABASE_URL or DATABASE_URL when given, else the one at 127.0.0.1:5432 (CI), else an
 * embedded throwaway cluster under `scratch`.
 */
export async function freshTestDatabase(scratch: string, log = console.log): Promise<TestServer> {
  const database = `bizness_test_${Date.now()}_${process.pid}`
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  const server = given || ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : undefined)
  if (server) {
    await ensureDatabase(server, database)
    return {
      url: withDatabase(server, database),
      describe: `PostgreSQL at ${new URL(server).host}, database ${database}`,
      dispose: () => dropDatabase(server, database),
    }
  }
  const embedded = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), database, log, throwaway: true })
  return { url: embedded.url, describe: `embedded PostgreSQL on port ${embedded.port}`, dispose: embedded.stop }
}
