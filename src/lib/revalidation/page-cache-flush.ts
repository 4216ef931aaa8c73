import type { PageFilter } from './affected-pages'

/*
 * The server (server.ts) and the app Next compiled live in one process but load this file as
 * two separate modules, so the flush is found through a global symbol, not a module variable.
 */
const FLUSH = Symbol.for('bizness.pageCache.flush')

type Flush = (affects?: PageFilter) => void
type Registry = Record<symbol, Flush | undefined>

/** Called by the server's page cache at start-up. */
export const onPageCacheFlush = (flush: Flush) => {
  ;(globalThis as Registry)[FLUSH] = flush
}

/**
 * Drops the pages `affects` picks from the server's page cache, or every page when none is
 * given; nothing to do under `next dev`, which has no such cache.
 */
export const flushPageCache = (affects?: PageFilter) => (globalThis as Registry)[FLUSH]?.(affects)
