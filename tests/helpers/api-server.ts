import { type ChildProcess, spawn } from 'node:child_process'

import { freePort } from '../../tools/processes'
import { testEntryArgs } from './test-entries'

export const API_SERVER_READY = '@@api-server-listening@@'

export type ApiServer = {
  url: string
  child: ChildProcess
  /** Whether the process is still running. */
  alive: () => boolean
  /** Everything it printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the app's /api routes as a server process of its own (tests/helpers/api-server-main.ts)
 * on `databaseUrl`, and resolves once it listens.
 */
export async function startApiServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort()
  const child = spawn(process.execPath, testEntryArgs('api-server'), {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, API_SERVER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes(API_SERVER_READY)) resolve()
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`The API server exited (${code}) before it listened:\n${output}`)))
  })
  await listening
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
