// Payload's lock for accounts (collections/Users: maxLoginAttempts 5, lockTime 10 minutes).
const MAX_ATTEMPTS = 5
const LOCK_MS = 10 * 60 * 1000
/** Counts idle this long are forgotten; with the cap below this keeps memory bounded. */
const FORGET_MS = 24 * 60 * 60 * 1000
const MAX_KEYS = 10_000

type Entry = { attempts: number; lockUntil: number; lastAt: number }

const entries = new Map<string, Entry>()

/**
 * Payload locks a registered account after 5 failed logins for 10 minutes; an unregistered
 * e-mail has no account to lock, so it would keep answering "wrong password" and give away
 * that nobody is behind it. This counter locks unknown e-mails by Payload's own rules: the
 * 5th failure locks, the lock answers until it ends, and the first failure after it starts
 * counting again.
 */
export const unknownLoginLock = {
  isLocked(email: string, now = Date.now()): boolean {
    return (entries.get(email)?.lockUntil ?? 0) > now
  },

  recordFailure(email: string, now = Date.now()): void {
    const previous = entries.get(email)
    const fresh = !previous || now - previous.lastAt > FORGET_MS || (previous.lockUntil !== 0 && previous.lockUntil <= now)
    const attempts = fresh ? 1 : previous.attempts + 1
    entries.delete(email)
    entries.set(email, { attempts, lockUntil: attempts >= MAX_ATTEMPTS ? now + LOCK_MS : 0, lastAt: now })
    if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string)
  },
}
