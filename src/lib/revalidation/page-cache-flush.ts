/*
 * The server (server.ts) and the app Next compiled live in one process but load this file as
 * two separate modules, so the flush is found through a global symbol, not a module variable.
 */
const FLUSH = Symbol.for('bizness.pageCache.flush')

type Registry = Record<symbol, (() => void) | undefined>

/** Called by the server's page cache at start-up. */
export const onPageCacheFlush = (flush: () => void) => {
  ;(globalThis as Registry)[FLUSH] = flush
}

/** Empties the server's page cache; nothing to do under `next dev`, which has none. */
export const flushPageCache = () => (globalThis as Registry)[FLUSH]?.()
