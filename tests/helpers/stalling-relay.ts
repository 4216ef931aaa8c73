import { postgresRelay } from './postgres-relay'

export type StallingRelay = {
  /** A PostgreSQL URL like `target`, but through the relay. */
  url: string
  /** From now on, what clients send is held back (new connections' too), as by a database that hangs. */
  stall: () => void
  /** Passes on what was held, in order, and everything after it. */
  resume: () => void
  close: () => void
}

/** A TCP relay in front of PostgreSQL that can stall, so tests see how the app fares while the database hangs. */
export async function stallingRelay(target: string): Promise<StallingRelay> {
  let stalled = false
  let held: (() => void)[] = []

  const relay = await postgresRelay(target, () => (chunk, pass) => {
    if (stalled) held.push(() => pass(chunk))
    else pass(chunk)
  })
  return {
    url: relay.url,
    stall: () => {
      stalled = true
    },
    resume: () => {
      const waiting = held
      held = []
      for (const send of waiting) send()
      stalled = false
    },
    close: relay.close,
  }
}
