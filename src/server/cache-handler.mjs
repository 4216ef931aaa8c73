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
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { offerPageCacheRevalidation } from './page-cache-revalidation.mjs'

const sharedInRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'

/** What Next calls a data read's entry (unstable_cache, fetch), as a read's kind and as a stored value's. */
const FETCH = 'FETCH'

/**
 * Next's own cache, with the entries of data reads kept per build as Redis keeps them
 * (redis-cache/handler.mjs). Next keeps those entries in `<build folder>/cache/fetch-cache`,
 * which a new build leaves in place and pages do not: under the same key (the read's source and
 * arguments) a new build would read what the old code stored, in the old code's shape, until an
 * editor's change happened to revalidate it. Pages' entries need no build in their key: a build
 * makes their folder anew.
 */
function nextOwnCache() {
  const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default
  return class PerBuildFileSystemCache extends FileSystemCache {
    constructor(ctx) {
      super(ctx)
      // No BUILD_ID while `next build` runs: its entries are the build's own and keyed as Next keys them.
      const buildIdFile = path.join(ctx.serverDistDir ?? '', '..', 'BUILD_ID')
      this.buildId = fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : ''
    }

    dataKey(key) {
      return this.buildId ? `${this.buildId}-${key}` : key
    }

    get(key, ctx) {
      return super.get(ctx?.kind === FETCH ? this.dataKey(key) : key, ctx)
    }

    set(key, data, ctx) {
      return super.set(data?.kind === FETCH ? this.dataKey(key) : key, data, ctx)
    }
  }
}

const Chosen = sharedInRedis ? (await import('./redis-cache/handler.mjs')).RedisCache : nextOwnCache()

/** The chosen cache, offering the app a way to revalidate it outside a request (page-cache-revalidation.mjs). */
export default class PageCache extends Chosen {
  constructor(ctx) {
    super(ctx)
    // `expire: 0` as the app's revalidateTag: Next's own cache marks the tags expired now.
    offerPageCacheRevalidation((tags) => this.revalidateTag([...tags], { expire: 0 }))
  }
}
