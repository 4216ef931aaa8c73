import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/lib/in-transaction'

/** First key of our advisory locks on teams (any constant that no other lock uses). */
const TEAM_LOCK = 7001

/**
 * Runs `work` in one transaction that holds a lock on the team, so two requests for the same
 * team (a double-clicked invite) cannot both pass the seat and duplicate checks. Local API calls
 * inside must pass `req` to join the transaction.
 */
export const withTeamLock = <T>(req: PayloadRequest, ownerId: number, work: () => Promise<T>): Promise<T> =>
  inTransaction(req, async () => {
    const adapter = req.payload.db as unknown as PostgresAdapter
    const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
    await db.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK}, ${ownerId})`)
    return work()
  })
