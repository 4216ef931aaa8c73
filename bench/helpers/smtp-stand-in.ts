import net from 'node:net'

import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on a fixed loopback port that counts the messages each recipient gets,
 * and can go down: refusing connections (nothing listens), or hanging (it accepts them and
 * never says a word, as a stuck relay does).
 */
export type SmtpStandIn = {
  url: string
  /** Messages received per recipient (lower case). */
  received: Map<string, number>
  accept: () => Promise<void>
  refuse: () => Promise<void>
  hang: () => Promise<void>
  stop: () => Promise<void>
}

type Listening = { close: () => Promise<void> }

const closing = (server: net.Server, sockets: Set<net.Socket>) => () =>
  new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy()
    server.close(() => resolve())
  })

export async function smtpStandIn(port: number): Promise<SmtpStandIn> {
  const received = new Map<string, number>()
  let current: Listening | undefined

  const listen = (server: net.Server) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })

  const accepting = async (): Promise<Listening> => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        stream.on('data', () => {})
        stream.on('end', () => {
          for (const { address } of session.envelope.rcptTo)
            received.set(address.toLowerCase(), (received.get(address.toLowerCase()) ?? 0) + 1)
          callback()
        })
      },
    })
    await listen(smtp.server)
    return { close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
  }

  const hanging = async (): Promise<Listening> => {
    const sockets = new Set<net.Socket>()
    const server = net.createServer((socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    })
    await listen(server)
    return { close: closing(server, sockets) }
  }

  const become = async (next?: () => Promise<Listening>) => {
    await current?.close()
    current = next ? await next() : undefined
  }

  await become(accepting)
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accept: () => become(accepting),
    refuse: () => become(),
    hang: () => become(hanging),
    stop: () => become(),
  }
}
