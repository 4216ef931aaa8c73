import crypto from 'node:crypto'

import { signatureMatches } from '@/lib/crypto/signature-matches'
import { resolvePayloadSecret } from '@/lib/runtime/payload-secret'

/**
 * How long a signed revalidation is good for, either side of its time: a body read from a log
 * cannot be sent again once this has passed, and the hosts' clocks may differ by this much.
 */
export const REVALIDATION_VALID_MS = 60_000

/** The body of POST /api/revalidate: the tags, when it was signed (ms since 1970) and the HMAC of both. */
export type SignedRevalidation = { tags: string[]; signedAt: number; signature: string }

/** HMAC of a revalidation, so only holders of PAYLOAD_SECRET can flush page caches, and only for a while. */
const signatureOf = (tags: readonly string[], signedAt: number) =>
  crypto
    .createHmac('sha256', resolvePayloadSecret())
    .update(`revalidate:${signedAt}:${[...tags].sort().join(',')}`)
    .digest()

export const signRevalidation = (tags: readonly string[], signedAt = Date.now()): SignedRevalidation => ({
  tags: [...tags],
  signedAt,
  signature: signatureOf(tags, signedAt).toString('hex'),
})

/** Whether a revalidation is ours ('valid'), not signed with our secret for these tags and time ('forged'), or out of its time ('expired'). */
export function checkRevalidation({ tags, signedAt, signature }: SignedRevalidation, now = Date.now()): 'valid' | 'forged' | 'expired' {
  if (!signatureMatches(signature, signatureOf(tags, signedAt), 'hex')) return 'forged'
  return Math.abs(now - signedAt) > REVALIDATION_VALID_MS ? 'expired' : 'valid'
}
