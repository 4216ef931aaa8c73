import fs from 'node:fs'
import path from 'node:path'

import { startProcess, waitUntil } from './child-process'

/** The production build the servers run: `next build` writes it here (next.config.ts `distDir`). */
export const distDir = () => path.resolve(process.env.NEXT_DIST_DIR || '.next')

/** The id of the production build, failing with what to run when there is none. */
export function buildId(): string {
  const file = path.join(distDir(), 'BUILD_ID')
  if (!fs.existsSync(file))
    throw new Error(`No production build in ${distDir()}: run \`npx next build\` first (NEXT_DIST_DIR picks the folder).`)
  return fs.readFileSync(file, 'utf8').trim()
}

export type AppServer = { url: string; logFile: string; stop: () => Promise<void> }

/**
 * One production server (`tsx server.ts`, as `npm start` runs it) of the build, on `port`, with
 * `env` on top of the test's own: the database it is given must be migrated already, since
 * several servers may start on it at once. Answers once the server serves.
 */
export async function startAppServer({
  port,
  env,
  logFile,
}: {
  port: number
  env: Record<string, string>
  logFile: string
}): Promise<AppServer> {
  buildId()
  const url = `http://localhost:${port}`
  const server = startProcess(path.resolve('node_modules/.bin/tsx'), ['server.ts', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    logFile,
  })
  const what = `The app server on port ${port} (log: ${logFile})`
  const ended = server.exited.then(() => Promise.reject(new Error(`${what} ended before it served`)))
  // Once it serves, its end (at stop()) is no failure.
  ended.catch(() => {})
  try {
    await Promise.race([waitUntil(what, async () => (await fetch(`${url}/robots.txt`)).ok, { timeoutMs: 180_000, intervalMs: 500 }), ended])
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url, logFile, stop: () => server.stop() }
}
