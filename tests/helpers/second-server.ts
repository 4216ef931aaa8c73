import { spawn } from 'node:child_process'
import path from 'node:path'

export type ServerCall = { method: 'GET' | 'POST'; url: `/api/${string}`; json?: unknown; headers?: Record<string, string> }
export type ServerAnswer = { status: number; body: Record<string, any> }

const MARK = '@@second-server@@'

/**
 * Sends `calls` one after another to a second server: another process with its own Payload on
 * the same database (and the same mail settings), as a second machine behind a load balancer
 * would be. It delivers the mail it queued before it answers.
 */
export async function onSecondServer(calls: ServerCall[]): Promise<ServerAnswer[]> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('tests/helpers/second-server-main.ts')], {
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
