/**
 * The tests of a production build: builds the app, gives the server a fresh scratch data dir
 * (embedded database, mail outbox, uploads), runs Playwright (arguments go to it), then the tests
 * that run the build as several servers (vitest.servers.config.ts) on the same build.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const scratch = path.resolve(process.env.BIZNESS_DATA_DIR || '.data/e2e')

fs.rmSync(scratch, { recursive: true, force: true })
fs.mkdirSync(scratch, { recursive: true })

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  BIZNESS_DATA_DIR: scratch,
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(scratch, 'media'),
  DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'e2e-demo-password',
}

try {
  // The build `npm run build` makes: Next's, then the entries the server runs (scripts/build-entries.ts).
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  execFileSync(bin('playwright'), ['test', ...process.argv.slice(2)], { stdio: 'inherit', env })
  execFileSync(bin('vitest'), ['run', '--config', 'vitest.servers.config.ts'], { stdio: 'inherit', env })
} catch (error) {
  process.exit((error as { status?: number }).status ?? 1)
}
