/**
 * `npm test`: every check, in two lanes.
 *
 * The integration tests mostly wait (on PostgreSQL, on servers they start, on mail retries), so
 * they leave about half of two cores idle. Their lane also runs ESLint and Prettier before them,
 * and after them TypeScript (after the build too, so it checks the route types Next writes into
 * .next/types) and the several-servers tests but the cluster's. Beside it, one after another:
 * the production build, the cluster's tests on it and then the browser tests on the same build
 * (scripts/run-e2e.ts), the longest chain, which thus starts at once. Each held step's output is
 * shown whole when it ends; the integration tests' as it comes. A failure is shown when it
 * happens. The steps that need the build are skipped when it fails, and the steps after a
 * failure in the build's lane as well; the rest still run (stopping the integration tests would
 * leave their database behind). The command then fails, repeating the end of each failed step's
 * output last, where a reader of only the tail (a CI log) sees it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * `after`: the name of a step of the other lane it waits for (to end, passed or not); `needs`: the
 * name of a step it is skipped without (failed or skipped), and waits for.
 */
type Step = { name: string; command: string; args: string[]; live?: boolean; after?: string; needs?: string }
type Lane = { steps: Step[]; stopAtFailure: boolean }

const TSX = 'node_modules/.bin/tsx'

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script] })

/** The cluster's tests, the longest of the several-servers tests: in the build's lane; the others end the integration lane. */
const CLUSTER_TESTS = 'tests/servers/cluster.servers.spec.ts'

const integrationLane: Lane = {
  steps: [
    npmRun('lint'),
    npmRun('format:check'),
    { ...npmRun('test:int'), live: true },
    { ...npmRun('typecheck'), after: 'build' },
    {
      name: 'other several-servers tests',
      command: TSX,
      args: ['scripts/run-e2e.ts', '--servers', '--exclude', CLUSTER_TESTS],
      needs: 'build',
    },
  ],
  stopAtFailure: false,
}

const buildLane: Lane = {
  steps: [
    { name: 'build', command: TSX, args: ['scripts/run-e2e.ts', '--build'] },
    { name: 'cluster tests', command: TSX, args: ['scripts/run-e2e.ts', '--servers', CLUSTER_TESTS] },
    { name: 'browser tests', command: TSX, args: ['scripts/run-e2e.ts', '--browser'] },
  ],
  stopAtFailure: true,
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** How much of a failed step's output is repeated at the end. */
const FAILURE_TAIL_LINES = 60

/** A failed step, with its output when it was held (a live step's is in the log as it came). */
type Failure = { name: string; text?: string }

/** Runs a step with its output in this terminal as it comes. */
function live({ command, args }: Step): Promise<{ code: number }> {
  return new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).once('exit', (code) => resolve({ code: code ?? 1 })))
}

/** Runs a step with its output held, and prints it in one piece when the step ends. */
function held({ name, command, args }: Step): Promise<{ code: number; text: string }> {
  const started = Date.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd()
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} ──\n${text ? `${text}\n` : ''}`)
      resolve({ code: code ?? 1, text })
    }),
  )
}

/** Each step's end, resolved when it ends or is skipped (with whether it passed), for the steps that wait on it. */
const ends = new Map<string, { promise: Promise<boolean>; resolve: (passed: boolean) => void }>()
for (const { name } of [...integrationLane.steps, ...buildLane.steps]) {
  let resolve: (passed: boolean) => void = () => {}
  const promise = new Promise<boolean>((settle) => (resolve = settle))
  ends.set(name, { promise, resolve })
}

async function inTurn({ steps, stopAtFailure }: Lane, failures: Failure[]): Promise<void> {
  let stopped = false
  for (const step of steps) {
    let passed = false
    if (step.after) await ends.get(step.after)?.promise
    const needed = step.needs ? await ends.get(step.needs)?.promise : true
    if (!stopped && !needed) process.stdout.write(`\n── ${step.name}: skipped, as ${step.needs} did not pass ──\n`)
    if (!stopped && needed) {
      const { code, text } = step.live ? { ...(await live(step)), text: undefined } : await held(step)
      passed = code === 0
      if (!passed) {
        failures.push({ name: step.name, text })
        stopped = stopAtFailure
      }
    }
    ends.get(step.name)?.resolve(passed)
  }
}

/**
 * Every process the steps start (vitest's workers, a process per isolated test file, the servers
 * and workers the tests start, Next, tsc, ESLint) loads the same packages; with Node's compile
 * cache the first compiles each module and the rest read its code from disk.
 */
process.env.NODE_COMPILE_CACHE ||= path.resolve('node_modules/.cache/node-compile-cache')

const started = Date.now()
const failures: Failure[] = []
await Promise.all([inTurn(integrationLane, failures), inTurn(buildLane, failures)])
for (const { name, text } of failures) {
  const tail = text === undefined ? 'Its summary is above.' : text.split('\n').slice(-FAILURE_TAIL_LINES).join('\n')
  process.stdout.write(`\n── ${name} FAILED; the end of its output again ──\n${tail}\n`)
}
console.log(`\nnpm test ${failures.length ? 'FAILED' : 'passed'} in ${seconds(started)}`)
process.exit(failures.length ? 1 : 0)
