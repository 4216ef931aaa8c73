import net from 'node:net'
import path from 'node:path'

import { freePort } from '../../src/lib/database/embedded-postgres'

import { type Started, startProcess, waitUntil } from './child-process'

/** Whether a Redis answers PING on `port`. */
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1_000, () => socket.destroy())
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
    socket.once('data', (reply) => {
      resolve(reply.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.write('PING\r\n')
  })

/**
 * A Redis of the test's own (Debian's `redis-server`, as CI installs it), on loopback, keeping
 * nothing on disk: what a cache needs. It can be stopped and started again on the same port, or
 * paused (SIGSTOP: connections stay open and nothing answers) to play an outage.
 */
export class RedisServer {
  private process: Started | undefined
  private port = 0

  constructor(private readonly dir: string) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  /** Listens on a free port, or on the previous one again after stop(). */
  async start(): Promise<void> {
    this.port ||= await freePort()
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir]
    this.process = startProcess('redis-server', args, { logFile: path.join(this.dir, 'redis.log') })
    await waitUntil(`redis-server on port ${this.port}`, () => answersPing(this.port), { timeoutMs: 10_000, intervalMs: 100 })
  }

  async stop(): Promise<void> {
    this.resume()
    await this.process?.stop()
    this.process = undefined
  }

  pause(): void {
    this.process?.signal('SIGSTOP')
  }

  resume(): void {
    this.process?.signal('SIGCONT')
  }
}
