import net from 'node:net'

/** What a relay does with each chunk a client sends: `pass` sends a chunk on to PostgreSQL. */
export type ClientChunks = (chunk: Buffer, pass: (chunk: Buffer) => void) => void

export type PostgresRelay = {
  /** A PostgreSQL URL like the target's, but through the relay. */
  url: string
  /**
   * Stops taking connections; the open ones stay until their clients end them, so a pool still
   * holding one sees no error.
   */
  close: () => void
  /**
   * PostgreSQL as if gone: every open connection is dropped and new ones are dropped as they
   * come, until `restore`.
   */
  cut: () => void
  restore: () => void
}

/**
 * A TCP relay on loopback in front of the PostgreSQL at `target`. What PostgreSQL answers goes
 * back unchanged; what a client sends goes through the `ClientChunks` that `onConnection` makes
 * for its connection, so one may keep state per connection.
 */
export async function postgresRelay(target: string, onConnection: () => ClientChunks): Promise<PostgresRelay> {
  const upstream = new URL(target)
  const open = new Set<net.Socket>()
  let away = false
  const relay = net.createServer((client) => {
    if (away) {
      client.destroy()
      return
    }
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname)
    // Without this each small query waits out Nagle's delay on the relay's sockets.
    client.setNoDelay(true)
    server.setNoDelay(true)
    const fromClient = onConnection()
    const pass = (chunk: Buffer) => {
      if (!server.destroyed) server.write(chunk)
    }
    client.on('data', (chunk: Buffer) => fromClient(chunk, pass))
    server.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk)
    })
    open.add(client)
    const end = () => {
      open.delete(client)
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
    close: () => {
      relay.close()
    },
    cut: () => {
      away = true
      for (const client of open) client.destroy()
    },
    restore: () => {
      away = false
    },
  }
}
