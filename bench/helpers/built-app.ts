import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { distDir, requireBuild } from '../../tools/entries'
import { listens, startProcess } from '../../tools/processes'

export type BuiltApp = {
  baseUrl: string
  stop: () => Promise<void>
  /** SIGKILLs the launcher and every process under it at once, as a crash would (no shutdown runs), and resolves once the port is free. */
  kill: () => Promise<void>
  /** Starts it again as it was started (its log goes on), and resolves once it is ready (GET /api/health/ready is 200). */
  restart: () => Promise<void>
}

/**
 * The cookie that puts a request of this build in Next's draft mode: its page is rendered for
 * the request (no ISR copy read or written) and unstable_cache neither reads nor writes (Next
 * 16, server/web/spec-extension/unstable-cache.js checks workStore.isDraftMode). Its value is
 * the build's preview id, which only someone with the build's files knows.
 */
export function draftModeCookie(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir(), 'prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string }
  }
  return `__prerender_bypass=${manifest.preview.previewModeId}`
}

/** `pid` and every process under it, from the process table (`ps` on Linux and macOS alike). */
function processTree(pid: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of table) if (parent === tree[i]) tree.push(child)
  return tree
}

/**
 * Starts the production build the zero-setup way, as the browser tests do: no DATABASE_URL, so
 * the launcher runs an embedded PostgreSQL in `dataDir` (kept between runs: seeded once), then
 * the production server (src/entries/server.ts) on `port`. With `databaseUrl` the launcher uses that
 * database instead (migrated, never seeded) and `dataDir` keeps only the log and the app's files.
 * `stop()` interrupts the launcher, which stops the app and the database; `kill()` kills the
 * launcher's whole tree, the app with it; an embedded database, which pg_ctl runs apart, is left
 * for the next start to stop.
 */
export async function startBuiltApp({
  port,
  dataDir,
  databaseUrl = '',
  env = {},
}: {
  port: number
  dataDir: string
  databaseUrl?: string
  env?: Record<string, string>
}): Promise<BuiltApp> {
  requireBuild()
  const baseUrl = `http://localhost:${port}`
  fs.mkdirSync(dataDir, { recursive: true })
  const logPath = path.join(dataDir, 'server.log')
  // Taken once, so a restart runs with what the first start had.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
    DEMO_PASSWORD: process.env.DEMO_PASSWORD || 'bench-demo-password',
    SITE_URL: baseUrl,
    BIZNESS_DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    ...env,
  }
  fs.rmSync(logPath, { force: true })
  const launch = () =>
    startProcess('app', process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start', '-p', String(port)], {
      env: childEnv,
      log: logPath,
      // Readiness, as a load balancer asks: the database answers and holds every migration of this build.
      readyWhen: { url: `${baseUrl}/api/health/ready` },
      withinMs: 300_000,
    })
  let app = launch()
  // The launcher stops the server and its embedded PostgreSQL on SIGINT, as on Ctrl-C.
  const stop = () => app.stop('SIGINT')
  const kill = async () => {
    for (const pid of processTree(app.child.pid!)) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone already.
      }
    }
    await app.exited
    while (await listens(port)) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const restart = async () => {
    app = launch()
    await app.ready
  }
  await app.ready
  return { baseUrl, stop, kill, restart }
}
