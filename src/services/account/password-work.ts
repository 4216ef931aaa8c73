import crypto from 'node:crypto'

// Payload's local strategy (payload/dist/auth/strategies/local): PBKDF2-SHA256, 25 000 rounds, 512 bytes.
const ITERATIONS = 25_000
const KEY_BYTES = 512
const DIGEST = 'sha256'

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, ITERATIONS, KEY_BYTES, DIGEST, (error, key) => (error ? reject(error) : resolve(key))),
  )

/** Whether `password` is the one stored as Payload's hash and salt, compared in constant time. */
export async function passwordMatches(password: string, stored: { hash?: string | null; salt?: string | null }): Promise<boolean> {
  if (!stored.hash || !stored.salt) return false
  const expected = Buffer.from(stored.hash, 'hex')
  const actual = await derive(password, stored.salt)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/**
 * The same key derivation against a random salt, result thrown away: where there is no account
 * to check (an unknown e-mail at login, a sign-up with a taken address), the answer then takes
 * as long as when there is one, so timing does not tell who is registered.
 */
export async function spendPasswordWork(password: string): Promise<void> {
  await derive(password, crypto.randomBytes(32).toString('hex'))
}
