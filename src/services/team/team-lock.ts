import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDb } from '@/lib/database/request-db'
import { inTransaction } from '@/lib/database/in-transaction'

/** First key of our advisory locks on teams (any constant that no other lock uses). */
const TEAM_LOCK = 7001

/**
 * Takes the team's lock in the transaction open on `req`; it is held until that transaction
 * ends. Everything counted against a team's plan (seats, active and featured listings) is
 * checked and written under it, so two requests cannot both take the last place.
 */
export async function lockTeam(req: PayloadRequest, ownerId: number): Promise<void> {
  await (await requestDb(req)).execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK}, ${ownerId})`)
}

/**
 * Runs `work` in one transaction that holds a lock on the team, so two requests for the same
 * team (a double-clicked invite) cannot both pass the seat and duplicate checks. Local API calls
 * inside must pass `req` to join the transaction.
 */
export const withTeamLock = <T>(req: PayloadRequest, ownerId: number, work: () => Promise<T>): Promise<T> =>
  inTransaction(req, async () => {
    await lockTeam(req, ownerId)
    return work()
  })
