import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { dataDir } from '@/lib/runtime/data-dir'
import { startEmbeddedPostgres, type RunningDatabase } from './embedded'

type LocalDatabase = RunningDatabase & { embedded: boolean }

/** Where the launcher that started the embedded cluster writes its URL, for tools beside the site (browser tests, psql, the worker). */
const recordedUrlFile = () => path.join(dataDir(), 'database-url')

export const recordDatabaseUrl = (url: string) => fs.writeFileSync(recordedUrlFile(), url + '\n')

const given = (url: string): LocalDatabase => ({ url, port: Number(new URL(url).port || 5432), stop: async () => {}, embedded: false })

/**
 * The database the app runs on: DATABASE_URL when given, else the embedded cluster under
 * .data/postgres, started now. `embedded` says which, since only the embedded one is seeded
 * with demo data by itself.
 */
export async function localDatabase(log = console.log): Promise<LocalDatabase> {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) return given(configured)
  const running = await startEmbeddedPostgres({ dir: dataDir('postgres'), database: 'bizness', log })
  return { ...running, embedded: true }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The database of a process that runs beside the site (the worker): DATABASE_URL when given,
 * else the embedded cluster the site's launcher is running, never one of its own. Starting one
 * would find the site's cluster holding .data/postgres and stop it as a leftover of a killed
 * start; and the site, not this process, owns the cluster and stops it.
 */
export async function siteDatabase(): Promise<LocalDatabase> {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) return given(configured)
  const recorded = fs.existsSync(recordedUrlFile()) ? fs.readFileSync(recordedUrlFile(), 'utf8').trim() : ''
  if (recorded && (await answers(recorded))) return given(recorded)
  throw new Error(
    'The site’s embedded PostgreSQL is not running. Start the site first (`npm run dev` or `npm start`), ' +
      'or set DATABASE_URL=postgres://user:password@host:5432/database.',
  )
}
