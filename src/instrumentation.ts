import { noteDatabaseAwayInRequest } from '@/lib/database/away-in-request'
import { meansDatabaseAway } from '@/lib/database/unavailable'

/**
 * Boots Payload with its scheduled job runners (mail retries; reminders, the sweep and digests) as soon
 * as the server starts, not at the first request that happens to need it; with JOBS=off the
 * worker runs them instead (src/jobs/server-queues.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { markNextServer } = await import('@/lib/cache/in-next-server')
  markNextServer()
  const [{ getPayload }, { default: config }, { runServerQueues }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/jobs/server-queues'),
  ])
  runServerQueues(await getPayload({ config }))
}

/**
 * Next reports here every error of a page, a route or an action it answers, before it writes the
 * answer's status. One that means the database is away is noted on the request, at once (no
 * await: the status may be written on the next turn), so server.ts sends the error page as 503
 * with Retry-After, not 500 (src/server/unavailable-pages.ts).
 */
export function onRequestError(error: unknown) {
  if (meansDatabaseAway(error)) noteDatabaseAwayInRequest()
}
