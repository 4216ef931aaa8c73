import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The database handle of the transaction open on `req`, or the pool's when none is: raw SQL then sees what the request's own writes see. */
export async function requestDb(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  return adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
}
