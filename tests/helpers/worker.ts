import { spawn } from 'node:child_process'
import path from 'node:path'

import { builtEntry } from '../../scripts/built-entries'
import { WORKER_READY } from '../../src/jobs/worker-ready'

export type WorkerProcess = {
  /** Resolves once the worker says it runs the queues (its first listings run done, LISTEN in place). */
  ready: Promise<void>
  /** What it printed so far. */
  output: () => string
  /** Sends SIGTERM and answers the exit code. */
  stop: () => Promise<number | null>
  /** Kills it outright (SIGKILL), as a lost machine or the OOM killer would, once it has exited. */
  kill: () => Promise<void>
}

/**
 * The jobs worker (scripts/worker.ts) with `env`: by default this process's settings (this test
 * file's database, mail to the same inbox or outbox); without JOBS, which only web servers are
 * given. With `built` it runs the production build's entry, as `npm run worker` does; without,
 * the sources through tsx's loader (the integration tests have no build). Node itself runs
 * either, so SIGTERM reaches the worker.
 */
export function startWorker(env: NodeJS.ProcessEnv = process.env, { built = false } = {}): WorkerProcess {
  const entry = built ? [builtEntry('worker')] : ['--import', 'tsx', path.resolve('scripts/worker.ts')]
  const child = spawn(process.execPath, entry, {
    env: { ...env, JOBS: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => out.includes(WORKER_READY) && resolve())
    void exited.then((code) => reject(new Error(`The worker exited (${code}) before it was ready:\n${out}`)))
  })
  // A worker stopped before it was ready (a test that failed first) is no error of its own.
  ready.catch(() => {})
  return {
    ready,
    output: () => out,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      return gone
    },
  }
}
