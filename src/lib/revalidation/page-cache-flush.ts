/*
 * The server (server.ts) and the app Next compiled live in one process but load this file as
 * two separate modules, so the flush is found through a global symbol, not a module variable.
 */
const FLUSH = Symbol.for('bizness.pageCache.flush')

type Flush = (tags?: readonly string[]) => void
type Registry = Record<symbol, Flush | undefined>

/** Called by the server's page cache at start-up. */
export const onPageCacheFlush = (flush: Flush) => {
  ;(globalThis as Registry)[FLUSH] = flush
}

/**
 * Drops from the server's page cache the pages that show data under these tags and the call
 * answers built from them, or everything when none are given; nothing to do under `next dev`,
 * which has no such cache.
 */
export const flushPageCache = (tags?: readonly string[]) => (globalThis as Registry)[FLUSH]?.(tags)
