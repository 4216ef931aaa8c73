import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { entryArgs } from '../../tools/entries'
import { copyUrl } from '../helpers/test-database'

/*
 * A deploy rolled back: `npm run payload -- migrate:down` takes back the last batch of migrations,
 * on a fresh install every one of them, newest first. Each down must leave what the migration
 * before it made, so the schema ends empty and the migrations run up again on it. (Payload's
 * `migrate:reset` takes them in the wrong order, oldest first; docs/operations.md.)
 */
const run = promisify(execFile)

/** The run's migrated database, which no test uses: a template for this file's own. */
const runDatabase = process.env.BIZNESS_TEST_RUN_DATABASE!
const url = copyUrl(runDatabase, `down_${process.pid}`)
const name = new URL(url).pathname.slice(1)

async function onRunServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const maintenance = new URL(runDatabase)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** What the public schema of this file's database holds of its own: tables, types (the enums) and functions. */
async function schema(): Promise<{ tables: string[]; types: string[]; functions: string[] }> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const names = async (query: string) => (await client.query<{ name: string }>(query)).rows.map((row) => row.name).sort()
    return {
      tables: await names(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`),
      types: await names(`SELECT typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typtype = 'e'`),
      // An extension's functions (pg_trgm's) are the extension's, which a migration may leave for others.
      functions: await names(`SELECT proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`),
    }
  } finally {
    await client.end()
  }
}

const env = () => ({ ...process.env, DATABASE_URL: url, PAYLOAD_LOG_LEVEL: 'error' })

beforeAll(async () => {
  await onRunServer(async (client) => {
    // The run's database is a template nobody is connected to once the workers have their copies.
    const template = new URL(runDatabase).pathname.slice(1)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`)
  })
})

afterAll(async () => {
  await onRunServer((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`))
})

describe('taking the migrations back', () => {
  it('should take every migration back, newest first, to an empty schema, and run them all up again on it', async () => {
    const migrated = await schema()
    expect(migrated.tables).toContain('listings')

    await run(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'payload', 'migrate:down'], { env: env(), timeout: 120_000 })
    expect(await schema()).toEqual({ tables: [], types: [], functions: [] })

    await run(process.execPath, entryArgs('migrate'), { env: env(), timeout: 120_000 })
    expect(await schema()).toEqual(migrated)
  })
})
