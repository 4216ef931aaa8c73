import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What a request tells of the browser behind a session: its User-Agent and the address it came from. */
export type SessionDevice = { userAgent: string | null; address: string | null }

/** Longer User-Agents are padding or an attack on the table, not a browser's name. */
const USER_AGENT_MAX = 512

/**
 * Records that session `sid` of user `userId` was used just now from `device` (signing in is a
 * use), in table session_devices, for the account's list of its sessions. Only while Payload
 * still holds the session: a session ended in the meantime gets no row back.
 */
export async function noteSessionUse(payload: Payload, sid: string, userId: number, device: SessionDevice): Promise<void> {
  await payload.db.drizzle.execute(sql`
    INSERT INTO session_devices (sid, user_id, user_agent, address, last_used_at)
    SELECT ${sid}, ${userId}, ${device.userAgent?.slice(0, USER_AGENT_MAX) ?? null}, ${device.address}, now()
    WHERE EXISTS (SELECT 1 FROM users_sessions WHERE id = ${sid} AND _parent_id = ${userId})
    ON CONFLICT (sid) DO UPDATE
      SET user_agent = excluded.user_agent, address = excluded.address, last_used_at = excluded.last_used_at`)
}
