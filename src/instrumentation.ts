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
