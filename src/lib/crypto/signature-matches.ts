import crypto from 'node:crypto'

/**
 * Whether `given` is the very base64url text of the signature `expected`, compared in constant
 * time. Decoding `given` and comparing bytes would also take other spellings of the same bytes:
 * the last character of a 32-byte signature carries two bits every decoder drops, so four texts
 * decode alike, and a link whose code was altered would still be honoured.
 */
export function signatureMatches(given: string, expected: Buffer): boolean {
  const wanted = Buffer.from(expected.toString('base64url'))
  const offered = Buffer.from(given)
  return offered.length === wanted.length && crypto.timingSafeEqual(offered, wanted)
}
