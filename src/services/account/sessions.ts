import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { type SessionRow, type SessionView, sessionView } from './session-view'

/**
 * The session a request came with: Payload's session check puts its id (the token's `sid`) on
 * the user it hands over.
 */
export const currentSessionId = (user: User): string | undefined => (user as User & { _sid?: string })._sid

/**
 * The account's open sessions (Payload's, in users_sessions), each with the browser, address and
 * last use recorded of it; the one this request came with first, then the most recently used.
 */
export async function sessionsOf(payload: Payload, user: User): Promise<SessionView[]> {
  const { rows } = await payload.db.drizzle.execute<SessionRow>(sql`
    SELECT s.id, s.created_at, s.expires_at, d.user_agent, d.address, d.last_used_at
    FROM users_sessions s LEFT JOIN session_devices d ON d.sid = s.id
    WHERE s._parent_id = ${user.id} AND s.expires_at > now()
    ORDER BY coalesce(d.last_used_at, s.created_at) DESC, s.id`)
  const current = currentSessionId(user)
  return rows.map((row) => sessionView(row, current)).sort((a, b) => Number(b.current) - Number(a.current))
}

/*
 * Ending deletes Payload's row itself, in one statement: Payload's session check reads the rows on
 * every request on every server, so the token stops working at once, and a login adding a session
 * meanwhile is not overwritten. The recorded browser and address go with the row (the trigger of
 * migration 20261128_150000_session_devices).
 */

/** Ends one of the account's sessions; one that is not the account's, or no longer open, is a 404 alike. */
export async function endOwnSession(payload: Payload, user: User, sid: string): Promise<void> {
  const { rows } = await payload.db.drizzle.execute(sql`
    DELETE FROM users_sessions WHERE id = ${sid} AND _parent_id = ${user.id} AND expires_at > now() RETURNING id`)
  if (rows.length === 0) throw notFound('account.session_not_found')
}

/** Ends every session of the account except the one this request came with; answers how many it ended. */
export async function endOtherSessions(payload: Payload, user: User): Promise<number> {
  const { rows } = await payload.db.drizzle.execute(sql`
    DELETE FROM users_sessions WHERE _parent_id = ${user.id} AND id IS DISTINCT FROM ${currentSessionId(user) ?? null} RETURNING id`)
  return rows.length
}
