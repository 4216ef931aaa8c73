import { spawn } from 'node:child_process'

import { startProcess } from '../../tools/processes'
import { testEntryArgs } from './test-entries'

export type ServerCall = { method: 'GET' | 'POST' | 'DELETE'; url: `/api/${string}`; json?: unknown; headers?: Record<string, string> }
export type ServerAnswer = { status: number; body: Record<string, any> }

const MARK = '@@second-server@@'

/**
 * Sends `calls` one after another to a second server: another process with its own Payload on
 * the same database (and the same mail settings), as a second machine behind a load balancer
 * would be. It delivers the mail it queued before it answers.
 */
export async function onSecondServer(calls: ServerCall[]): Promise<ServerAnswer[]> {
  const child = spawn(process.execPath, testEntryArgs('second-server'), {
    env: process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')))
  child.stdin.end(JSON.stringify(calls))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const line = out.split('\n').find((each) => each.startsWith(MARK))
  if (code !== 0 || !line) throw new Error(`The second server failed (exit ${code}):\n${err || out}`)
  return JSON.parse(line.slice(MARK.length)) as ServerAnswer[]
}

export type ListeningServer = {
  /** http://127.0.0.1:port */
  origin: string
  /** Kills it outright (SIGKILL), as a crash or a lost machine would, and resolves once it is gone. */
  kill: () => Promise<void>
}

const PORT_MARK = '@@second-server-port@@'

/**
 * A second server that listens on a port of 127.0.0.1 (tests/helpers/second-server-http.ts)
 * until it is killed: another process on the same database, MEDIA_DIR and S3 settings.
 */
export async function startSecondServer(): Promise<ListeningServer> {
  const server = startProcess('second-server', process.execPath, testEntryArgs('second-server-http'), { readyWhen: { says: PORT_MARK } })
  await server.ready
  const port = Number(new RegExp(`${PORT_MARK}(\\d+)`).exec(server.output())?.[1])
  return { origin: `http://127.0.0.1:${port}`, kill: () => server.stop('SIGKILL') }
}
