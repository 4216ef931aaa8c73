import { z } from 'zod'

import { describeUserAgent } from '@/lib/account/user-agent'

const isoDate = z.string().describe('ISO 8601 date and time')

/** One of an account's open sessions as its owner sees it, in /api/user/sessions and the data export. */
export const SessionView = z.object({
  id: z.string().describe('The session’s id (the `sid` inside its token)'),
  current: z.boolean().describe('Whether this request came with it'),
  browser: z.string().nullable().describe('The browser and its major version, read from its User-Agent (Chrome 126); none when unknown'),
  os: z.string().nullable().describe('The operating system by name (Windows, iOS); none when unknown'),
  user_agent: z.string().nullable().describe('The User-Agent as the browser sent it'),
  address: z.string().nullable().describe('The network address of its last use'),
  signed_in_at: isoDate,
  last_used_at: isoDate.nullable().describe('Its last use, to within five minutes; none when not recorded'),
  expires_at: isoDate,
})
export type SessionView = z.infer<typeof SessionView>

/** A session as the database holds it: Payload's row in users_sessions with what session_devices recorded of it. */
export type SessionRow = {
  id: string
  created_at: Date | string
  expires_at: Date | string
  user_agent: string | null
  address: string | null
  last_used_at: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function sessionView(row: SessionRow, currentSid: string | undefined): SessionView {
  return {
    id: row.id,
    current: row.id === currentSid,
    ...describeUserAgent(row.user_agent),
    user_agent: row.user_agent,
    address: row.address,
    signed_in_at: iso(row.created_at),
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
    expires_at: iso(row.expires_at),
  }
}
