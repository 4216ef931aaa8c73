/**
 * Counts uses per key (an e-mail, a user) within a sliding window, in this process's memory.
 * The number of keys is capped, the oldest forgotten first, so a flood of distinct keys cannot
 * exhaust memory. Behind several servers each counts its own share, which still bounds abuse.
 */
export function rateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const uses = new Map<string, number[]>()
  return {
    /** Records one use of `key`; false (and nothing recorded) when its limit is already reached. */
    take(key: string, now = Date.now()): boolean {
      const recent = (uses.get(key) ?? []).filter((at) => now - at < windowMs)
      uses.delete(key)
      if (recent.length >= limit) {
        uses.set(key, recent)
        return false
      }
      uses.set(key, [...recent, now])
      if (uses.size > maxKeys) uses.delete(uses.keys().next().value as string)
      return true
    },
  }
}
