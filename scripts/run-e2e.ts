/**
 * The tests of a production build: builds the app, gives the server a fresh scratch data dir
 * (embedded database, mail outbox, uploads), then runs Playwright (arguments go to it) and the
 * tests that run the build as several servers (vitest.servers.config.ts) side by side.
 *
 * Side by side because the browser tests leave a core mostly idle (one worker, one server that
 * renders on one thread) and the servers' tests fill it: the whole command stays under its 20
 * minutes on two cores. The servers' tests run on a copy of the build (its files only, not the
 * build's cache), since a server without Redis writes the pages it renders beside the build, and
 * two sites on one build would read each other's pages. Their output is prefixed, line by line.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const scratch = path.resolve(process.env.BIZNESS_DATA_DIR || '.data/e2e')
const dist = process.env.NEXT_DIST_DIR || '.next'
/** The servers' tests' copy of the build: a sibling, so Next finds it as a folder of this project. */
const serversDist = `${dist}-servers`

fs.rmSync(scratch, { recursive: true, force: true })
fs.mkdirSync(scratch, { recursive: true })

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  BIZNESS_DATA_DIR: scratch,
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(scratch, 'media'),
  DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'e2e-demo-password',
}

/** A copy of the build without its cache folder (what `next build` cached for the next build). */
function copyBuild() {
  fs.rmSync(serversDist, { recursive: true, force: true })
  fs.cpSync(dist, serversDist, { recursive: true, filter: (source) => source !== path.join(dist, 'cache') })
}

/** Its exit code (1 when killed by a signal). */
const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)).on('error', () => resolve(1)))

function prefixed(child: ChildProcess, prefix: string) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`))
  }
}

async function main(): Promise<number> {
  try {
    execFileSync(bin('next'), ['build'], { stdio: 'inherit', env })
  } catch (error) {
    return (error as { status?: number }).status ?? 1
  }
  copyBuild()
  const browser = spawn(bin('playwright'), ['test', ...process.argv.slice(2)], { stdio: 'inherit', env })
  const servers = spawn(bin('vitest'), ['run', '--config', 'vitest.servers.config.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, NEXT_DIST_DIR: serversDist, FORCE_COLOR: '0' },
  })
  prefixed(servers, '[servers]')
  const [browserExit, serversExit] = await Promise.all([exitOf(browser), exitOf(servers)])
  fs.rmSync(serversDist, { recursive: true, force: true })
  if (browserExit !== 0) console.error(`The browser tests failed (exit ${browserExit}).`)
  if (serversExit !== 0) console.error(`The several-servers tests failed (exit ${serversExit}).`)
  return browserExit || serversExit
}

main().then((code) => process.exit(code))
