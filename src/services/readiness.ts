import type { Pool, QueryConfig } from 'pg'

import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database/away'
import { isDraining } from '@/lib/runtime/draining'
import { AppError } from '@/lib/errors/app-error'
import { migrations } from '@/migrations'

/** How long the check may take: a database that hangs must not hang the one asking (a load balancer, the worker). */
export const READY_WITHIN_MS = 2_000

/** PostgreSQL's code for a table that does not exist: a database no migration has run on yet. */
const UNDEFINED_TABLE = '42P01'

const notReady = (key: string) => new AppError('unavailable', key, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS })

async function appliedMigrations(db: Pick<Pool, 'query'>, timeoutMs: number): Promise<Set<string>> {
  try {
    // pg reads a query's own query_timeout (a timed-out connection leaves the pool); its types know only the pool-wide one.
    const query = { text: 'SELECT name FROM payload_migrations', query_timeout: timeoutMs } as QueryConfig
    const { rows } = await db.query<{ name: string }>(query)
    return new Set(rows.map((row) => row.name))
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return new Set()
    throw notReady('api.databaseUnavailable')
  }
}

/**
 * Refuses (unavailable, with when to ask again) unless the database answers within `timeoutMs`
 * and holds every migration of src/migrations, and the server is not stopping: a server must not take visitors, nor a worker run
 * jobs, before the schema they were built for is in place, as while a deploy's migrations are
 * still being applied by the web server. Migrations newer than this build are no obstacle.
 */
export async function requireReady(db: Pick<Pool, 'query'>, timeoutMs = READY_WITHIN_MS): Promise<void> {
  // A server asked to stop (src/entries/server.ts) answers what it is sent, but load balancers should send it nothing new.
  if (isDraining()) throw notReady('api.shuttingDown')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notReady('api.databaseUnavailable')), timeoutMs)
  })
  try {
    const applied = await Promise.race([appliedMigrations(db, timeoutMs), late])
    if (migrations.some(({ name }) => !applied.has(name))) throw notReady('api.migrationsPending')
  } finally {
    clearTimeout(timer)
  }
}
