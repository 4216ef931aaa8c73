/**
 * The tests of a production build: builds the app, gives the server a fresh scratch data dir
 * (embedded database, mail outbox, uploads), runs Playwright, then the tests that run the build as
 * several servers (vitest.servers.config.ts) on the same build. `--build`, `--browser` and
 * `--servers` run only the parts named (`npm test` runs them in its two lanes beside the
 * integration tests: scripts/run-tests.ts). Other arguments go to the runner of the one part
 * named, Playwright's or Vitest's (files, `--exclude`), or to Playwright when none is.
 * The site and the Stripe stand-in of the browser tests listen on free ports unless E2E_PORT and
 * E2E_STRIPE_PORT name them: a second run on the machine (another clone's) must not find them taken.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { distDir } from '../tools/entries'
import { freePort } from '../tools/processes'

const PARTS = ['--build', '--browser', '--servers']
const args = process.argv.slice(2)
const named = PARTS.filter((part) => args.includes(part))
const runs = (part: string) => named.length === 0 || named.includes(part)
const runnerArgs = args.filter((arg) => !PARTS.includes(arg))
const argsOf = (part: string) =>
  (named.length === 0 && part === '--browser') || (named.length === 1 && named[0] === part) ? runnerArgs : []

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const scratch = path.resolve(process.env.BIZNESS_DATA_DIR || '.data/e2e')

const sitePort = process.env.E2E_PORT || String(await freePort())
let stripePort = process.env.E2E_STRIPE_PORT || String(await freePort())
while (stripePort === sitePort) stripePort = String(await freePort())

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  BIZNESS_DATA_DIR: scratch,
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(scratch, 'media'),
  DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'e2e-demo-password',
  E2E_PORT: sitePort,
  E2E_STRIPE_PORT: stripePort,
}

/**
 * What a server of the build keeps in its build folder: the pages it regenerated and the data
 * reads it cached (src/server/cache-handler.mjs). A server started earlier on the build (`npm
 * start`) leaves there what its database held (listings, their images' names), which the browser
 * tests' server, on a database seeded afresh, would serve until it expired.
 */
const keptByServers = [path.join(distDir(), 'server', 'route-cache'), path.join(distDir(), 'cache', 'fetch-cache')]

/**
 * A copy of the build for one run of the several-servers tests, beside it: what their servers keep
 * in a build folder (above) never reaches the browser tests' server, which `npm test` runs at the
 * same time. Without `cache/`, the compiler's cache for the next build, which a server never reads.
 */
function serversCopyOfBuild(): string {
  const copy = `${distDir().replace(/\/+$/, '')}-servers-${process.pid}`
  fs.cpSync(distDir(), copy, { recursive: true, filter: (source) => path.relative(distDir(), source) !== 'cache' })
  return copy
}

try {
  // The build `npm run build` makes: Next's, then the entries the server runs (tools/entries.ts).
  if (runs('--build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (runs('--browser')) {
    fs.rmSync(scratch, { recursive: true, force: true })
    fs.mkdirSync(scratch, { recursive: true })
    for (const folder of keptByServers) fs.rmSync(folder, { recursive: true, force: true })
    execFileSync(bin('playwright'), ['test', ...argsOf('--browser')], { stdio: 'inherit', env })
  }
  if (runs('--servers')) {
    const copy = serversCopyOfBuild()
    try {
      const vitestArgs = ['run', '--config', 'vitest.servers.config.ts', ...argsOf('--servers')]
      execFileSync(bin('vitest'), vitestArgs, { stdio: 'inherit', env: { ...env, NEXT_DIST_DIR: copy } })
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  }
} catch (error) {
  process.exit((error as { status?: number }).status ?? 1)
}
