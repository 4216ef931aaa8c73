/**
 * The sites bench/faults.ts inflicts its faults on: one production server, or the cluster of
 * `npm run cluster`. Both run on a PostgreSQL the bench owns (so a fault can restart it) and send
 * their mail to the bench's SMTP server; the faults and the table are the same for both.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { entryArgs } from '../../tools/entries'
import { startCluster } from '../../tools/cluster/topology'
import type { FaultContext } from '../faults/fault'
import { startBuiltApp } from './built-app'
import { filesInBucket, filesOnDisk, type StoredFiles } from './stored-files'

export type FaultSite = {
  /** What the faults ran on, for the line above the table. */
  describe: string
  /** Where the load and the faults send their requests. */
  site: string
  victim: FaultContext['victim']
  files: StoredFiles
  stop: () => Promise<void>
}

export type FaultSiteOptions = {
  /** The site's address is on this port (the server, or Varnish). */
  port: number
  /** Where the site keeps its log, files and parts. */
  dataDir: string
  databaseUrl: string
  /** The bench's SMTP server. */
  smtpUrl: string
  /** The demo accounts' password, seeded on first use. */
  password: string
  log: (line: string) => void
}

/** One production server with its queues, its files on its disk; a fault kills the server itself. */
export async function oneServer({ port, dataDir, databaseUrl, smtpUrl, password, log }: FaultSiteOptions): Promise<FaultSite> {
  const mediaDir = path.join(dataDir, 'media')
  const env = { ...process.env, DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, BIZNESS_DATA_DIR: dataDir, MEDIA_DIR: mediaDir }
  execFileSync(process.execPath, entryArgs('migrate', '--seed-if-empty'), { env, stdio: 'pipe' })
  log(`Starting the production server on ${port} (data in ${dataDir}) …`)
  const app = await startBuiltApp({
    port,
    dataDir,
    databaseUrl,
    // Each visitor of the load comes with its own X-Forwarded-For, as behind a proxy.
    env: { SMTP_URL: smtpUrl, TRUST_PROXY: '1', DEMO_PASSWORD: password },
  })
  return {
    describe: `one production server with its queues (${app.baseUrl})`,
    site: app.baseUrl,
    victim: { name: 'the server', origin: app.baseUrl, kill: app.kill, restart: app.restart },
    files: filesOnDisk(mediaDir),
    stop: app.stop,
  }
}

/**
 * The topology of `npm run cluster` (tools/cluster/topology.ts): Varnish on `port` in front of
 * two app servers with JOBS=off on the ports after it, the jobs worker, Redis and the S3 stand-in
 * (its files in `dataDir`, kept between runs with the database). A fault kills server A.
 */
export async function cluster({ port, dataDir, databaseUrl, smtpUrl, password, log }: FaultSiteOptions): Promise<FaultSite> {
  log(`Starting the cluster, Varnish on ${port} (data in ${dataDir}) …`)
  const running = await startCluster({
    port,
    servers: 2,
    databaseUrl,
    seed: true,
    dir: path.join(dataDir, 'parts'),
    env: {
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
      DEMO_PASSWORD: password,
      BIZNESS_DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      PAYLOAD_LOG_LEVEL: 'warn',
      // The load's visitors each come with their own X-Forwarded-For, as from a proxy before Varnish, which appends its own.
      TRUST_PROXY: '2',
    },
    onPart: (name, address) => log(`${name}: ${address}`),
  })
  const a = running.servers[0]!
  return {
    describe: `the cluster: Varnish (${running.url}) in front of two app servers with JOBS=off, the jobs worker, Redis, the S3 stand-in`,
    site: running.url,
    victim: { name: 'server A', origin: a.url, kill: () => a.running.stop('SIGKILL'), restart: a.restart },
    files: filesInBucket(running.env),
    stop: running.stop,
  }
}
