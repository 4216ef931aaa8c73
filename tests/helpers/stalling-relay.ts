import net from 'node:net'

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
  const upstream = new URL(target)
  let stalled = false
  let held: (() => void)[] = []

  const relay = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname)
    client.setNoDelay(true)
    server.setNoDelay(true)
    const pass = (chunk: Buffer) => {
      if (!server.destroyed) server.write(chunk)
    }
    client.on('data', (chunk: Buffer) => (stalled ? held.push(() => pass(chunk)) : pass(chunk)))
    server.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk)
    })
    const end = () => {
      client.destroy()
      server.destroy()
    }
    client.on('close', end).on('error', end)
    server.on('close', end).on('error', end)
  })

  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const via = new URL(target)
  via.hostname = '127.0.0.1'
  via.port = String((relay.address() as net.AddressInfo).port)
  return {
    url: via.toString(),
    stall: () => {
      stalled = true
    },
    resume: () => {
      const waiting = held
      held = []
      for (const send of waiting) send()
      stalled = false
    },
    close: () => relay.close(),
  }
}
