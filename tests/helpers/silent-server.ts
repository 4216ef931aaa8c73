import net from 'node:net'

export type SilentServer = { close: () => Promise<void> }

/**
 * A server that accepts connections on `port` of 127.0.0.1 and never says a word, as an SMTP
 * server that hangs does: the client waits for a greeting that never comes. Closing drops the
 * connections it holds.
 */
export async function silentServer(port: number): Promise<SilentServer> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
