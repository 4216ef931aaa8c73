/**
 * Where Next keeps its cache of pages and of unstable_cache reads (next.config.ts `cacheHandler`),
 * chosen when the server starts, so one build serves both ways. With REDIS_URL every server of
 * the build shares one cache in Redis, and an edit's revalidation on one server reaches them all
 * (src/server/redis-cache/handler.mjs). Without it, Next's own cache: files beside the build with
 * a copy in memory, the very class Next uses when no handler is configured.
 *
 * `next build` always takes Next's own: what it prerenders goes into the build's files, so a build
 * needs no Redis, and one that happens to see REDIS_URL fills none.
 */
import { createRequire } from 'node:module'

const sharedInRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'

const nextOwnCache = () => createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default sharedInRedis ? (await import('./redis-cache/handler.mjs')).RedisCache : nextOwnCache()
