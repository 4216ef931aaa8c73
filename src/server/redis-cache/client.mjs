import { withAbortSignalProxy } from '@fortedigital/nextjs-cache-handler/helpers/withAbortSignalProxy'
import { createClient } from 'redis'

/** Redis answers in about a millisecond; this leaves room for a busy event loop, and is what a page waits per command when Redis hangs. */
export const COMMAND_TIMEOUT_MS = 1_000

/**
 * A client of the Redis at REDIS_URL that never makes a request wait for Redis to come back.
 * While the connection is down a command fails at once. A command Redis does not answer fails
 * after the handler's timeout: the handler cancels commands through `withAbortSignal`, which
 * node-redis itself honours only until the command is written to the socket (so a Redis that
 * stops answering held pages for as long as it hung); the handler's own proxy gives up on the
 * answer instead. The client connects in the background and reconnects by itself (at most about
 * 2 s between attempts), logging one line when Redis goes out of reach and one when it is back.
 */
export function redisClient() {
  const client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true })
  let reachable = true
  // Also keeps the client's errors from becoming uncaught ones, which would end the server.
  client.on('error', (error) => {
    if (reachable) console.error(`Redis cache unreachable, pages are rendered uncached until it is back: ${error.message}`)
    reachable = false
  })
  client.on('ready', () => {
    if (!reachable) console.log('Redis cache reachable again')
    reachable = true
  })
  client.connect().catch(() => {})
  return withAbortSignalProxy(client)
}
