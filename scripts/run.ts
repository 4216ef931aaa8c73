/**
 * The one launcher: `npm run dev|start|worker|seed|cluster` (and `payload`, `registry:import`) are
 * its modes. Each runs on DATABASE_URL when given, else on the embedded PostgreSQL under
 * .data/postgres, which it starts, and stops again on exit or Ctrl-C.
 *
 *   dev              migrations from the sources (the demo data on a new embedded database), then `next dev`
 *   start            the same from the production build (`npm run build` first), then its server
 *   worker           the build's jobs worker, on the site's database: DATABASE_URL or the embedded
 *                    one `npm run dev` or `npm start` is running (it starts none of its own)
 *   seed             migrations and the demo data, from the sources
 *   cluster          the several-servers topology (tools/cluster/topology.ts); PORT, CLUSTER_SERVERS
 *   payload          Payload's command line
 *   registry-import  the Register of Enterprises' import (scripts/registry-import.ts)
 *
 *   tsx scripts/run.ts MODE [arguments for the server, Payload or the import…]
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { dataDir } from '../src/lib/runtime/data-dir'
import { resolvePayloadSecret } from '../src/lib/runtime/payload-secret'
import { printDemoLogins } from '../src/seed/print-logins'
import { startCluster } from '../tools/cluster/topology'
import { entryArgs, requireBuild } from '../tools/entries'
import { localDatabase, recordDatabaseUrl, siteDatabase } from '../tools/postgres/local'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
/** A TypeScript file of the sources, run by Node with tsx's loader. */
const fromSources = (file: string, ...args: string[]) => [process.execPath, '--import', 'tsx', file, ...args]
const fromBuild = (...args: Parameters<typeof entryArgs>) => [process.execPath, ...entryArgs(...args)]

/** Runs `command` with the terminal's input and output; a Ctrl-C or SIGTERM reaches it too. Answers its exit code. */
const run = (command: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })

/** What a mode runs once the database is there: named steps in turn, each only if the one before exited 0. */
type Steps = (embedded: boolean) => [name: string, command: string[]][]

const args = process.argv.slice(3)

const MODES: Record<string, { built?: boolean; joins?: boolean; steps: Steps }> = {
  dev: {
    steps: (embedded) => [
      ['The migrations', fromSources('src/entries/migrate.ts', ...(embedded ? ['--seed-if-empty'] : []))],
      ['next dev', [bin('next'), 'dev', ...args]],
    ],
  },
  start: {
    built: true,
    steps: (embedded) => [
      ['The migrations', fromBuild('migrate', ...(embedded ? ['--seed-if-empty'] : []))],
      ['The server', fromBuild('server', ...args)],
    ],
  },
  worker: { built: true, joins: true, steps: () => [['The worker', fromBuild('worker', ...args)]] },
  seed: { steps: () => [['The seed', fromSources('src/entries/migrate.ts', '--seed')]] },
  payload: { steps: () => [['Payload', [bin('payload'), ...args]]] },
  'registry-import': {
    steps: () => [['The import', [process.execPath, '--optimize-for-size', '--import', 'tsx', 'scripts/registry-import.ts', ...args]]],
  },
}

async function runMode(name: string): Promise<number> {
  const mode = MODES[name]!
  if (mode.built) requireBuild()
  const database = mode.joins ? await siteDatabase() : await localDatabase()
  if (database.embedded) {
    console.log(`Embedded PostgreSQL is running: ${database.url}`)
    recordDatabaseUrl(database.url)
  }
  const env = { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' }
  let code = 0
  try {
    const steps = mode.steps(database.embedded)
    for (const [index, [step, command]] of steps.entries()) {
      code = await run(command, env)
      if (code !== 0 && index < steps.length - 1) {
        console.error(`${step} failed (exit ${code}); nothing after it was started.`)
        break
      }
    }
  } finally {
    // The worker's database belongs to the site: only what this launcher started is stopped.
    await database.stop()
    if (database.embedded) console.log('Embedded PostgreSQL stopped.')
  }
  return code
}

function whole(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] || fallback)
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}, not ${process.env[name]}`)
    process.exit(2)
  }
  return value
}

/** The several-servers topology on this machine (README, "Several servers"); Ctrl-C stops everything. */
async function runCluster(): Promise<void> {
  requireBuild()
  const port = whole('PORT', 3000, 65_000)
  const servers = whole('CLUSTER_SERVERS', 2, 16)
  const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
  // Every server signs and reads the same sessions: the secret is the one .data/ keeps, unless given.
  const secret = resolvePayloadSecret()
  const database = await localDatabase()
  console.log(`PostgreSQL: ${database.url}${database.embedded ? ' (embedded)' : ''}`)
  const cluster = await startCluster({
    port,
    servers,
    databaseUrl: database.url,
    seed: database.embedded,
    dir: path.join(dataDir(), 'cluster'),
    env: { PAYLOAD_SECRET: secret, SITE_URL: siteUrl },
    echo: process.env.CLUSTER_QUIET !== '1',
    onPart: (name, address) => console.log(`${name}: ${address}`),
  }).catch(async (error: unknown) => {
    await database.stop()
    throw error
  })
  Object.assign(process.env, { SITE_URL: siteUrl })
  printDemoLogins()
  console.log('Ctrl-C stops everything.')

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping the cluster …')
    await cluster.stop()
    await database.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

const mode = process.argv[2] ?? ''
if (mode !== 'cluster' && !(mode in MODES)) {
  console.error(`usage: tsx scripts/run.ts ${[...Object.keys(MODES), 'cluster'].join('|')} [arguments…]`)
  process.exit(2)
}
;(mode === 'cluster' ? runCluster() : runMode(mode).then((code) => process.exit(code))).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
