import { WORKER_READY } from '../../src/jobs/worker-ready'
import { entryArgs } from '../../tools/entries'
import { startProcess } from '../../tools/processes'

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
  const worker = startProcess('worker', process.execPath, entryArgs('worker'), {
    env: { ...env, JOBS: undefined },
    readyWhen: { says: WORKER_READY },
  })
  return {
    ready: worker.ready,
    output: worker.output,
    stop: async () => {
      await worker.stop('SIGTERM')
      return worker.exited
    },
    kill: () => worker.stop('SIGKILL'),
  }
}
