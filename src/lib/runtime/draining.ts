/*
 * src/entries/server.ts and the app Next compiled load modules separately, so the state is kept under a
 * global symbol, not in a module variable.
 */
const DRAINING = Symbol.for('bizness.draining')

/** Called by src/entries/server.ts when it is asked to stop: the readiness call then answers 503. */
export const markDraining = () => {
  ;(globalThis as Record<symbol, unknown>)[DRAINING] = true
}

/** Whether this server is stopping: load balancers should send it no new requests. */
export const isDraining = () => (globalThis as Record<symbol, unknown>)[DRAINING] === true
