/**
 * Next's cache shared by every server of one build, in the Redis at REDIS_URL (src/server/cache-handler.mjs
 * picks it). The `redis-strings` handler of @fortedigital/nextjs-cache-handler keeps each entry
 * and its tags in Redis; a revalidation deletes the tagged entries there, so every server misses
 * them on its next read. Nothing is kept in the process, so no server holds a copy that another
 * server's revalidation cannot reach. Keys start with the build id: two builds sharing a Redis
 * never read each other's entries.
 *
 * Redis out of reach fails no page: a read that cannot reach it is a miss (the page is rendered
 * as without a cache), a write is dropped (client.mjs says how long either waits), and a
 * revalidation is sent again until Redis takes it (retried-revalidations.mjs).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { COMMAND_TIMEOUT_MS, redisClient } from './client.mjs'
import { retriedRevalidations } from './retried-revalidations.mjs'
import { timedRevalidations } from './timed-revalidations.mjs'

CacheHandler.onCreation(({ buildId }) => {
  const client = redisClient()
  const keyPrefix = `bizness:${buildId}:`
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })
  return { handlers: [retriedRevalidations(timedRevalidations(redis, client, keyPrefix))] }
})

/** Where an entry's lifetime travels inside its stored value; taken out again when read. */
const LIFETIME = 'bizness:cacheControl'

/**
 * Next 16.4 reads a page's lifetime (`cacheControl`: revalidate, expire) from its cache entry, as
 * its own cache stores it (next/dist/server/lib/incremental-cache/file-system-cache.js); version
 * 3.3.0 of the handler keeps only the revalidate part, for Redis's expiry. A server that did not
 * render the page itself would take it as stale after a second (Next's guess for an unknown
 * lifetime), serve it without Cache-Control and render it again; with the lifetime kept, every
 * server treats the entry as the one that rendered it.
 */
export class RedisCache extends CacheHandler {
  /**
   * Next makes a cache handler for each request: what this one stores was read after this moment,
   * so its entries count from it (timed-revalidations.mjs), not from when the render ended.
   */
  began = Date.now()

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (!entry?.value?.[LIFETIME]) return entry
    const { [LIFETIME]: cacheControl, ...value } = entry.value
    return { ...entry, value, cacheControl }
  }

  async set(key, value, ctx) {
    const stored = value && ctx?.cacheControl ? { ...value, [LIFETIME]: ctx.cacheControl } : value
    await super.set(key, stored, { ...ctx, internal_lastModified: this.began })
  }
}
