import type { Payload, PayloadRequest } from 'payload'

import { afterSessionCheck } from '@/lib/account/after-session-check'
import { noteSessionUse, type SessionDevice } from '@/lib/account/session-devices'

import { CLIENT_ADDRESS_HEADER } from './visitor-address'

/** A session's use is written at most this often per server, unless its browser or address changes. */
const NOTE_EVERY_MS = 5 * 60 * 1000
/** Sessions this server remembers noting; past it the memory starts again (a few extra writes). */
const REMEMBERED_MAX = 10_000

/**
 * The browser and address of a request for the sessions list: the address whole, as src/entries/server.ts
 * stamped it, so a person can recognise it (the per-visitor limits group IPv6 by network instead).
 */
export function deviceOf(headers: Headers): SessionDevice {
  return { userAgent: headers.get('user-agent'), address: headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null }
}

/** The session id (sid) and account inside a token this server has just signed. */
function claimsOf(token: string): { sid?: string; id?: number } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: string; id?: number }
  } catch {
    return {}
  }
}

/** Every answer that hands a browser a new session records where it was opened, so the sessions list names it from the start. */
export async function recordSignIn(req: PayloadRequest, token: string): Promise<void> {
  const { sid, id } = claimsOf(token)
  if (sid && typeof id === 'number') await noteSessionUse(req.payload, sid, id, deviceOf(req.headers))
}

type Noted = { at: number; userAgent: string | null; address: string | null }

/**
 * Each session Payload's session check accepts, on every server, has its use noted (browser,
 * address, time): at most every five minutes per session and server, or when its browser or
 * address changes, so requests do not each write.
 */
export function recordSessionUses(payload: Payload): void {
  const noted = new Map<string, Noted>()
  afterSessionCheck(payload, async ({ user }, { headers }) => {
    const sid = (user as { _sid?: string } | null)?._sid
    if (!user || !sid || user.collection !== 'users' || typeof user.id !== 'number') return
    const device = deviceOf(headers)
    const last = noted.get(sid)
    const now = Date.now()
    if (last && now - last.at < NOTE_EVERY_MS && last.userAgent === device.userAgent && last.address === device.address) return
    if (noted.size >= REMEMBERED_MAX) noted.clear()
    noted.set(sid, { at: now, ...device })
    try {
      await noteSessionUse(payload, sid, user.id, device)
    } catch (error) {
      // The list then shows an older use; the request is not refused for it.
      noted.delete(sid)
      payload.logger.warn({ err: error, msg: 'Could not note a session’s use' })
    }
  })
}
