import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { signatureMatches } from '@/lib/crypto/signature-matches'

/** At most this many searches in one link: a digest holds a person's active searches, of which there are fewer. */
const MAX_IDS = 50

/** The ids, '_' between them, then '-' and the signature: no dot, which a page path may not hold (next.config.ts). */
const TOKEN = new RegExp(`^(\\d{1,10}(?:_\\d{1,10}){0,${MAX_IDS - 1}})-([A-Za-z0-9_-]{43})$`)

const signature = (payload: Payload, userId: number, ids: number[]) =>
  crypto
    .createHmac('sha256', payload.secret)
    .update(`saved-search-unsubscribe:${userId}:${ids.join(',')}`)
    .digest()

/**
 * The unsubscribe link's token for some of one person's saved searches: their ids and an HMAC
 * (SHA-256, the app's secret) of the ids and the person. Whoever has the mail may withdraw those
 * searches without logging in; nobody can make one for other searches or another person.
 */
export function unsubscribeToken(payload: Payload, userId: number, ids: number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  return `${sorted.join('_')}-${signature(payload, userId, sorted).toString('base64url')}`
}

/** The searches a token names, as it names them, or null when it is no token of ours in shape. */
export function tokenIds(token: string): number[] | null {
  const match = TOKEN.exec(token)
  return match ? match[1].split('_').map(Number) : null
}

/** Whether the token was made for these searches (as it names them) of this person; compared in constant time. */
export function tokenMatches(payload: Payload, token: string, userId: number): boolean {
  const match = TOKEN.exec(token)
  if (!match) return false
  return signatureMatches(match[2], signature(payload, userId, match[1].split('_').map(Number)))
}
