import { spawn } from 'node:child_process'

import { entryArgs } from '../../tools/entries'
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
 * The jobs worker with `env`: by default this process's settings (this test file's database, mail
 * to the same inbox or outbox); without JOBS, which only web servers are given. It runs the
 * compiled entry as `npm run worker` does (the integration tests' own compile of the sources, see
 * tests/setup/global-setup.ts), with Node itself, so SIGTERM reaches the worker.
 */
export function startWorker(env: NodeJS.ProcessEnv = process.env): WorkerProcess {
  const child = spawn(process.execPath, entryArgs('worker'), {
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
