import crypto from 'node:crypto'

import { resolvePayloadSecret } from '@/lib/runtime/payload-secret'

/** HMAC of a revalidation request, so only holders of PAYLOAD_SECRET can flush page caches. */
export const revalidationSignature = (tags: readonly string[]) =>
  crypto
    .createHmac('sha256', resolvePayloadSecret())
    .update(`revalidate:${[...tags].sort().join(',')}`)
    .digest('hex')

export const signatureMatches = (tags: readonly string[], signature: string) => {
  const expected = Buffer.from(revalidationSignature(tags), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
