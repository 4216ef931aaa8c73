/**
 * `npm run cluster`: the several-servers topology on this machine, to try it (README, "Several
 * servers"). Needs `npm run build` first.
 *
 *   PORT=3000 CLUSTER_SERVERS=2 npm run cluster
 *
 * PostgreSQL is DATABASE_URL or the embedded one (seeded on its first start); Redis, the S3
 * stand-in, CLUSTER_SERVERS app servers on the ports after PORT, one jobs worker, and Varnish on
 * PORT. Ctrl-C stops everything.
 */
import path from 'node:path'

import { dataDir } from '../src/lib/runtime/data-dir'
import { localDatabase } from '../tools/postgres/local'
import { resolvePayloadSecret } from '../src/lib/runtime/payload-secret'
import { printDemoLogins } from '../src/seed/print-logins'
import { requireBuild } from '../tools/entries'
import { startCluster } from '../tools/cluster/topology'

function whole(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] || fallback)
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}, not ${process.env[name]}`)
    process.exit(2)
  }
  return value
}

async function main() {
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
