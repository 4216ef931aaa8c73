import { clientMessages } from './postgres-messages'
import { postgresRelay } from './postgres-relay'

export type StatementCounter = {
  /** A PostgreSQL URL like `target`, but through the counter. */
  url: string
  /** Statements sent since the last reset (each simple query and each execute of the extended protocol). */
  readonly count: number
  reset: () => void
  close: () => void
}

/**
 * A TCP relay in front of PostgreSQL that counts the statements clients send, read off the
 * wire protocol: every simple Query ('Q') and every Execute ('E'). The app talks to the real
 * server through it unchanged, so what it counts is what the database was asked to do.
 */
export async function countStatements(target: string): Promise<StatementCounter> {
  let count = 0

  const relay = await postgresRelay(target, () => {
    const messages = clientMessages()
    return (chunk, pass) => {
      pass(chunk)
      count += messages(chunk).filter((message) => message.type === 'Q' || message.type === 'E').length
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
