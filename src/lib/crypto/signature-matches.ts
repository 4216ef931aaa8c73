import crypto from 'node:crypto'

/**
 * Whether `given` is the very text of the signature `expected` in `encoding`, compared in constant
 * time. Decoding `given` and comparing bytes would also take other spellings of the same bytes: the
 * last character of a 32-byte signature in base64url carries two bits every decoder drops, hex is
 * read in either case and up to its first stray character, so a code altered there would still be
 * honoured.
 */
export function signatureMatches(given: string, expected: Buffer, encoding: 'base64url' | 'hex' = 'base64url'): boolean {
  const wanted = Buffer.from(expected.toString(encoding))
  const offered = Buffer.from(given)
  return offered.length === wanted.length && crypto.timingSafeEqual(offered, wanted)
}
