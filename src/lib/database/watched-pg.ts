import pg, { type PoolConfig } from 'pg'

const reportLost = (error: Error & { code?: string }) => {
  console.warn(`PostgreSQL closed a connection (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one.`)
}

/**
 * A pool whose connections may die. PostgreSQL ends every session when it stops (57P01) or
 * crashes, and each connection then emits 'error': an idle one on its pool, one handed out on
 * itself. With no listener there, the error is uncaught and ends the process; a connection is
 * handed out and silent between the queries of a transaction, so this is not rare. Here every
 * connection is heard from the moment it opens: the loss is logged, a query that was running
 * fails on its own (and its request is answered 503), the pool drops the dead connection and
 * opens a new one for the next query.
 */
class WatchedPool extends pg.Pool {
  constructor(options?: PoolConfig) {
    super(options)
    this.on('connect', (client) => client.on('error', reportLost))
    // An idle connection's error is passed on to the pool as well; the connection's own listener has told it.
    this.on('error', () => {})
  }
}

/**
 * node-postgres as @payloadcms/db-postgres should use it (its `pg` option): every pool it
 * opens, read replicas included, is a WatchedPool. The rest of pg is inherited, not copied
 * (copying would load its optional native binding).
 */
export const watchedPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: WatchedPool })
