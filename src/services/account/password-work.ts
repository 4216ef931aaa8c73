import crypto from 'node:crypto'

/**
 * Payload's local strategy (payload/dist/auth/strategies/local/generatePasswordSaltHash), PBKDF2-SHA256 of
 * the password with the hex salt as text. Since Payload 3.90 a new hash is `pbkdf2-sha256-v1:` and the hex of
 * a 32-byte key from 600 000 rounds; a hash without the prefix is the older kind, 512 bytes from 25 000
 * rounds, which accounts keep until Payload rehashes them at their next login.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyBytes: 32 }
const LEGACY = { iterations: 25_000, keyBytes: 512 }

type Derivation = typeof CURRENT

const derive = (password: string, salt: string, { iterations, keyBytes }: Derivation) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyBytes, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )

/** Whether `password` is the one stored as Payload's hash (either kind) and salt, compared in constant time. */
export async function passwordMatches(password: string, stored: { hash?: string | null; salt?: string | null }): Promise<boolean> {
  if (!stored.hash || !stored.salt) return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const actual = await derive(password, stored.salt, current ? CURRENT : LEGACY)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/**
 * The key derivation of a new hash against a random salt, result thrown away: where there is no
 * account to check (an unknown e-mail at login, a sign-up with a taken address), the answer then
 * takes as long as when there is one, so timing does not tell who is registered.
 */
export async function spendPasswordWork(password: string): Promise<void> {
  await derive(password, crypto.randomBytes(32).toString('hex'), CURRENT)
}
