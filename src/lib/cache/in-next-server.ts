const FLAG = Symbol.for('bizness.nextServer')

/** Marks this process as the Next.js server (called from instrumentation at start-up). */
export const markNextServer = () => {
  ;(globalThis as Record<symbol, unknown>)[FLAG] = true
}

/** True inside the Next.js server, where page caches live and can be revalidated directly. */
export const inNextServer = () => (globalThis as Record<symbol, unknown>)[FLAG] === true
