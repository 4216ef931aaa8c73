import { postgresRelay } from './postgres-relay'

export type StatementCounter = {
  /** A PostgreSQL URL like `target`, but through the counter. */
  url: string
  /** Statements sent since the last reset (each simple query and each execute of the extended protocol). */
  readonly count: number
  reset: () => void
  close: () => void
}

const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104

/**
 * A TCP relay in front of PostgreSQL that counts the statements clients send, read off the
 * wire protocol: every simple Query ('Q') and every Execute ('E'). The app talks to the real
 * server through it unchanged, so what it counts is what the database was asked to do.
 */
export async function countStatements(target: string): Promise<StatementCounter> {
  let count = 0

  const relay = await postgresRelay(target, () => {
    let pending = Buffer.alloc(0)
    let started = false
    return (chunk, pass) => {
      pass(chunk)
      pending = Buffer.concat([pending, chunk])
      for (;;) {
        if (!started) {
          // The startup packet (and an SSL or GSS request before it) has no type byte.
          if (pending.length < 8) return
          const length = pending.readInt32BE(0)
          if (pending.length < length) return
          const code = pending.readInt32BE(4)
          pending = pending.subarray(length)
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true
          continue
        }
        if (pending.length < 5) return
        const length = pending.readInt32BE(1)
        if (pending.length < length + 1) return
        const type = String.fromCharCode(pending[0])
        if (type === 'Q' || type === 'E') count++
        pending = pending.subarray(length + 1)
      }
    }
  })
  return {
    url: relay.url,
    get count() {
      return count
    },
    reset: () => {
      count = 0
    },
    close: relay.close,
  }
}
