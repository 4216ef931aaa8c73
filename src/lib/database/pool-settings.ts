import type { PoolConfig } from 'pg'

/**
 * How long a query waits for a connection: to open one while PostgreSQL restarts or hangs, or
 * for one of the pool's to come free under load. Past it the query fails as "unavailable" and
 * the request is answered 503, instead of waiting on an empty pool for as long as the outage
 * lasts. Five seconds is far above a busy pool's wait here (milliseconds) and below what a
 * visitor waits before giving up.
 */
export const CONNECT_WITHIN_MS = 5_000

/** The pool Payload's adapter opens on `connectionString`, with every wait bounded (docs/decisions/059-postgresql-restart-pool.md). */
export const poolSettings = (connectionString: string): PoolConfig => ({
  connectionString,
  connectionTimeoutMillis: CONNECT_WITHIN_MS,
})
