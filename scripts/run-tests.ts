/**
 * `npm test`: every check, in two lanes.
 *
 * The integration tests mostly wait (on PostgreSQL, on servers they start, on mail retries), so
 * they leave about half of two cores idle. Beside them, one after another, run ESLint, Prettier,
 * TypeScript, the production build, the several-servers tests on it and then the browser tests on
 * the same build (scripts/run-e2e.ts): the checks lane ends minutes before the integration tests,
 * and the browser tests take the core they leave. Each step's output is shown whole when it ends;
 * the integration tests' as it comes. A failure is shown when it happens; the other lane still
 * ends (the integration tests drop their database), and the command fails, repeating the end of
 * the failed step's output last, where a reader of only the tail (a CI log) sees it.
 */
import { spawn } from 'node:child_process'

type Step = { name: string; command: string; args: string[] }

const TSX = 'node_modules/.bin/tsx'

const npmRun = (script: string): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script] })

const checksLane: Step[] = [
  npmRun('lint'),
  npmRun('format:check'),
  npmRun('typecheck'),
  { name: 'build', command: TSX, args: ['scripts/run-e2e.ts', '--build'] },
  { name: 'several-servers tests', command: TSX, args: ['scripts/run-e2e.ts', '--servers'] },
  { name: 'browser tests', command: TSX, args: ['scripts/run-e2e.ts', '--browser'] },
]

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** How much of a failed step's output is repeated at the end. */
const FAILURE_TAIL_LINES = 60

type Failure = { name: string; text: string }

/** Runs a step with its output in this terminal as it comes. */
function live({ command, args }: Step): Promise<number> {
  return new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)))
}

/** Runs a step with its output held, and prints it in one piece when the step ends. */
function held({ name, command, args }: Step, failures: Failure[]): Promise<number> {
  const started = Date.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd()
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} ──\n${text ? `${text}\n` : ''}`)
      if (code !== 0) failures.push({ name, text })
      resolve(code ?? 1)
    }),
  )
}

async function inTurn(steps: Step[], failures: Failure[]): Promise<number> {
  for (const step of steps) {
    const code = await held(step, failures)
    if (code !== 0) return code
  }
  return 0
}

const started = Date.now()
const failures: Failure[] = []
const [integration, checks] = await Promise.all([live(npmRun('test:int')), inTurn(checksLane, failures)])
const failed = integration || checks
for (const { name, text } of failures) {
  const tail = text.split('\n').slice(-FAILURE_TAIL_LINES).join('\n')
  process.stdout.write(`\n── ${name} FAILED; the end of its output again ──\n${tail}\n`)
}
if (integration) console.log('\nThe integration tests FAILED: their summary is above.')
console.log(`\nnpm test ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`)
process.exit(failed)
