import type { Payload } from 'payload'

import { isDatabaseAway } from '@/lib/database/away'

/**
 * A queue's run that failed, in the log: an error with its stack, unless the database was away
 * (restarting), which is no fault of the code and passes by itself: then one warning line, since
 * the mail queue tries again every few seconds.
 */
export function logQueueFailure(payload: Payload, queue: 'Mail' | 'Listings', error: unknown): void {
  if (!isDatabaseAway(error)) {
    payload.logger.error({ err: error, msg: `${queue} queue run failed` })
    return
  }
  const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
  payload.logger.warn(`${queue} queue did not run: the database is away (${reason}); it runs again on its schedule.`)
}
