import type { Payload } from 'payload'

/** At most one line a second: a restart refuses hundreds of requests, and each says the same. */
const QUIET_MS = 1_000

let lastNoted = 0
let refusedSince = 0

/**
 * Tells the operator that requests are being refused because the database is away: one
 * warning a second at most, with how many were refused since the last one, and the driver's
 * reason (not a stack trace: nothing in the code is at fault).
 */
export function noteDatabaseAway(logger: Payload['logger'], error: unknown): void {
  refusedSince++
  const now = Date.now()
  if (now - lastNoted < QUIET_MS) return
  const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
  logger.warn(`Answering 503: the database is unavailable (${reason}); ${refusedSince} request(s) refused since the last note.`)
  lastNoted = now
  refusedSince = 0
}
