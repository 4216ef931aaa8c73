/**
 * `npm test`: every check, in three lanes side by side.
 *
 * The integration tests mostly wait (on PostgreSQL, on servers they start, on mail retries), and
 * so do the browser tests, one at a time in one browser, and the several-servers tests, on
 * restarts and probes; together they fill two cores. The integration lane runs the integration
 * tests alone, the longest step, from the start. The build lane makes the production build and
 * then runs the browser tests on it (scripts/run-e2e.ts). The checks lane runs ESLint and Prettier
 * while the build is made, then the several-servers tests on a copy of the build, then TypeScript
 * (after the build, so it checks the route types Next writes into .next/types). Each held step's
 * output is shown whole when it ends; the integration tests' as it comes. A failure is shown when
 * it happens. The steps that need the build are skipped when it fails; the others still run
 * (stopping the integration tests would leave their database behind). The command then fails,
 * repeating the end of each failed step's output last, where a reader of only the tail (a CI log)
 * sees it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * `after`: a step of another lane it waits for (to end, passed or not); `needs`: one it waits for
 * and must have passed, or it is skipped.
 */
type Step = { name: string; command: string; args: string[]; live?: boolean; after?: string; needs?: string }
type Lane = { steps: Step[]; stopAtFailure: boolean }

const TSX = 'node_modules/.bin/tsx'

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script] })

const integrationLane: Lane = { steps: [{ ...npmRun('test:int'), live: true }], stopAtFailure: false }

const buildLane: Lane = {
  steps: [
    { name: 'build', command: TSX, args: ['scripts/run-e2e.ts', '--build'] },
    { name: 'browser tests', command: TSX, args: ['scripts/run-e2e.ts', '--browser'] },
  ],
  stopAtFailure: true,
}

const checksLane: Lane = {
  steps: [
    npmRun('lint'),
    npmRun('format:check'),
    { name: 'several-servers tests', command: TSX, args: ['scripts/run-e2e.ts', '--servers'], needs: 'build' },
    { ...npmRun('typecheck'), after: 'build' },
  ],
  stopAtFailure: false,
}

const lanes = [integrationLane, buildLane, checksLane]

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

/** Each step's end, resolved with whether it passed when it ends or is skipped, for the steps that wait on it. */
const ends = new Map<string, { promise: Promise<boolean>; resolve: (passed: boolean) => void }>()
for (const { name } of lanes.flatMap((lane) => lane.steps)) {
  let resolve: (passed: boolean) => void = () => {}
  const promise = new Promise<boolean>((settle) => (resolve = settle))
  ends.set(name, { promise, resolve })
}

async function inTurn({ steps, stopAtFailure }: Lane, failures: Failure[]): Promise<void> {
  let stopped = false
  for (const step of steps) {
    let passed = false
    if (step.after) await ends.get(step.after)?.promise
    const unmet = step.needs && !(await ends.get(step.needs)?.promise) ? step.needs : undefined
    if (stopped || unmet) process.stdout.write(`\n── ${step.name}: skipped (${unmet ?? 'an earlier step'} failed) ──\n`)
    else {
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
await Promise.all(lanes.map((lane) => inTurn(lane, failures)))
for (const { name, text } of failures) {
  const tail = text === undefined ? 'Its summary is above.' : text.split('\n').slice(-FAILURE_TAIL_LINES).join('\n')
  process.stdout.write(`\n── ${name} FAILED; the end of its output again ──\n${tail}\n`)
}
console.log(`\nnpm test ${failures.length ? 'FAILED' : 'passed'} in ${seconds(started)}`)
process.exit(failures.length ? 1 : 0)
