import pg, { type PoolClient, type PoolConfig } from 'pg'

import { isDatabaseAway, tellDatabaseAway } from './away'

const reportLost = (error: Error & { code?: string }) => {
  console.warn(`PostgreSQL closed a connection (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one.`)
  tellDatabaseAway(true)
}

/** How pg-pool hands out a connection to a callback (its queries ask it so). */
type Handed = (error: Error | undefined, client?: PoolClient, release?: (error?: Error | boolean) => void) => void

/**
 * A pool whose connections may die. PostgreSQL ends every session when it stops (57P01) or
 * crashes, and each connection then emits 'error': an idle one on its pool, one handed out on
 * itself. With no listener there, the error is uncaught and ends the process; a connection is
 * handed out and silent between the queries of a transaction, so this is not rare. Here every
 * connection is heard from the moment it opens: the loss is logged, a query that was running
 * fails on its own (and its request is answered 503), the pool drops the dead connection and
 * opens a new one for the next query.
 *
 * The pool is also where the process learns that the database is away (src/lib/database/away.ts):
 * a connection lost, or one that could not be opened for a reason that says so; and that it is
 * back: a connection opened.
 */
class WatchedPool extends pg.Pool {
  constructor(options?: PoolConfig) {
    super(options)
    this.on('connect', (client) => {
      tellDatabaseAway(false)
      client.on('error', reportLost)
    })
    // An idle connection's error is passed on to the pool as well; the connection's own listener has told it.
    this.on('error', () => {})
    // pg-pool says nothing when a connection cannot be opened, except to the one who asked.
    const connect = this.connect.bind(this) as unknown as (handed: Handed) => void
    const heard =
      (handed: Handed): Handed =>
      (error, client, release) => {
        if (error && isDatabaseAway(error)) tellDatabaseAway(true)
        handed(error, client, release)
      }
    this.connect = ((handed?: Handed) => {
      if (handed) return connect(heard(handed))
      return new Promise<PoolClient>((resolve, reject) => connect(heard((error, client) => (error ? reject(error) : resolve(client!)))))
    }) as typeof this.connect
  }
}

/**
 * node-postgres as @payloadcms/db-postgres should use it (its `pg` option): every pool it
 * opens, read replicas included, is a WatchedPool. The rest of pg is inherited, not copied
 * (copying would load its optional native binding).
 */
export const watchedPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: WatchedPool })
