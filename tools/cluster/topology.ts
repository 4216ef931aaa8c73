/**
 * The several-servers topology on one machine (README, "Several servers"): Redis for Next's
 * shared cache, an S3 stand-in for the files, `servers` app servers from one production build,
 * one jobs worker, and Varnish in front of them on `port`. `npm run cluster` runs it; its tests
 * and bench/cluster.ts start it the same way.
 */
import fs from 'node:fs'
import path from 'node:path'

import { WORKER_READY } from '../../src/jobs/worker-ready'
import { entryArgs } from '../entries'
import { freePort, type ReadyWhen, type Running, startProcess, waitForOk } from '../processes'
import { databaseActivity } from './database-activity'
import { PROBE_PATH, startVarnish, type Varnish } from './varnish'

const bin = (name: string) => path.resolve('node_modules/.bin', name)

/** The S3 stand-in's bucket and its fixed keys (s3rver accepts these). */
const S3_BUCKET = 'bizness'
const S3_KEY = 'S3RVER'

/**
 * How long the whole start may take: every part is started once, and gets what is left of this
 * (the migrations with the demo seed take a minute on a busy 2-core machine, the rest seconds).
 * Whoever waits on startCluster (a test's hook) waits at least this long, so a failure says which part.
 */
export const START_WITHIN_MS = 300_000

/** How long a stopping server keeps answering while Varnish's probe takes it out of the rotation. */
export const DRAIN_MS = 3_000

export type AppServer = {
  port: number
  url: string
  running: Running
  /** Starts it again after it stopped (or was killed), on the same port, and resolves once it is ready. */
  restart: () => Promise<void>
}

export type Cluster = {
  url: string
  varnish: Varnish
  servers: AppServer[]
  worker: Running
  redis: Redis
  /** What every app process is started with (database, Redis, S3, secrets). */
  env: NodeJS.ProcessEnv
  stop: () => Promise<void>
}

export type ClusterOptions = {
  /** Varnish listens here; the app servers on the ports after it, unless `serverPorts` names theirs. */
  port: number
  servers: number
  /** Each app server's port (as many as `servers`): a test's, picked free, where the ports after `port` may be taken. */
  serverPorts?: number[]
  databaseUrl: string
  /** Seeds the demo data into the database if it has no users (as `npm run dev` does on the embedded one). */
  seed: boolean
  /** Where Redis, the S3 stand-in and Varnish keep their files. */
  dir: string
  /** Extra variables for the app processes (SITE_URL, PAYLOAD_SECRET, …). */
  env?: Record<string, string>
  /** Prints every part's log, prefixed with its name. */
  echo?: boolean
  /** Called with each part's address as it comes up. */
  onPart?: (name: string, address: string) => void
}

/** Redis as a cache: nothing on disk. It can be paused (SIGSTOP: connections stay open, nothing answers) and restarted on its port. */
export type Redis = { url: string; pause: () => void; resume: () => void; stop: () => Promise<void>; start: () => Promise<void> }

/** Starts a part once, with what is left of the start's time. */
type Start = (name: string, command: string, args: string[], readyWhen: ReadyWhen, env?: NodeJS.ProcessEnv) => Promise<Running>

async function startRedis(dir: string, start: Start): Promise<Redis> {
  const port = await freePort()
  let running: Running | undefined
  const signal = (name: NodeJS.Signals) => {
    if (running?.child.exitCode === null) running.child.kill(name)
  }
  const redis: Redis = {
    url: `redis://127.0.0.1:${port}`,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      redis.resume()
      await running?.stop()
    },
    start: async () => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
      running = await start('redis', 'redis-server', args, { port })
    },
  }
  await redis.start()
  return redis
}

async function startS3(dir: string, start: Start): Promise<{ url: string; running: Running }> {
  const port = await freePort()
  const files = path.join(dir, 's3')
  fs.mkdirSync(files, { recursive: true })
  const args = ['--directory', files, '--address', '127.0.0.1', '--port', String(port), '--configure-bucket', S3_BUCKET, '--silent']
  return { url: `http://127.0.0.1:${port}`, running: await start('s3', bin('s3rver'), args, { port }) }
}

/** Applies the migrations and, with `seed`, seeds the demo data into an empty database (its files into S3). */
async function migrate(env: NodeJS.ProcessEnv, seed: boolean, start: Start): Promise<void> {
  try {
    await start('migrate', process.execPath, entryArgs('migrate', ...(seed ? ['--seed-if-empty'] : [])), { done: true }, env)
  } catch (error) {
    // A migration that waits on a lock says on what.
    const activity = await databaseActivity(env.DATABASE_URL ?? '')
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe database's connections:\n${activity}`)
  }
}

/** Starts an app server once and resolves when it answers its readiness probe. */
async function startAppServer(port: number, env: NodeJS.ProcessEnv, echo: boolean, name: string, withinMs?: number): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`
  const start = async (within?: number) => {
    const running = startProcess(name, process.execPath, entryArgs('server', '-p', String(port)), {
      env,
      echo,
      readyWhen: { url: `${url}${PROBE_PATH}` },
      withinMs: within,
    })
    await running.ready
    return running
  }
  const server: AppServer = {
    port,
    url,
    running: await start(withinMs),
    restart: async () => {
      server.running = await start()
    },
  }
  return server
}

/** Starts the whole topology and resolves once Varnish answers with every server ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, dir, echo = false, onPart = () => {} } = options
  const until = Date.now() + START_WITHIN_MS
  const left = () => Math.max(until - Date.now(), 0)
  const start: Start = async (name, command, args, readyWhen, env) => {
    const part = startProcess(name, command, args, { env, echo, readyWhen, withinMs: left() })
    await part.ready
    return part
  }
  fs.mkdirSync(dir, { recursive: true })
  // varnishd and its children run as their own users and must reach their work directory.
  fs.chmodSync(dir, 0o755)
  const parts: { stop: () => Promise<void> }[] = []
  try {
    const redis = await startRedis(dir, start)
    parts.push(redis)
    onPart('Redis (Next’s shared cache)', redis.url)
    const s3 = await startS3(dir, start)
    parts.push(s3.running)
    onPart(`S3 stand-in (bucket ${S3_BUCKET})`, s3.url)

    const varnishUrl = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: varnishUrl,
      // Varnish is the one proxy in front: the visitor is the address it appends. A deployment
      // (or a bench) with one more proxy before Varnish says so in `env`.
      TRUST_PROXY: '1',
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redis.url,
      S3_BUCKET,
      S3_ENDPOINT: s3.url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      // The worker runs the queues; the web servers only queue.
      JOBS: 'off',
      VARNISH_URLS: varnishUrl,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    }
    await migrate(env, options.seed, start)
    onPart(options.seed ? 'PostgreSQL (migrated, demo data in place)' : 'PostgreSQL (migrated)', new URL(options.databaseUrl).host)

    const started = await Promise.allSettled(
      Array.from({ length: options.servers }, (_, index) =>
        startAppServer(options.serverPorts?.[index] ?? port + 1 + index, env, echo, `server ${index + 1}`, left()),
      ),
    )
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    parts.push(...servers.map((server) => ({ stop: () => server.running.stop() })))
    for (const result of started) if (result.status === 'rejected') throw result.reason
    for (const [index, server] of servers.entries()) onPart(`App server ${index + 1}`, server.url)

    const worker = await start('worker', process.execPath, entryArgs('worker'), { says: WORKER_READY }, env)
    parts.push(worker)
    onPart('Jobs worker', `pid ${worker.child.pid}`)

    const servedAt = servers.map((server) => ({ host: '127.0.0.1', port: server.port }))
    const varnish = await startVarnish({ port, servers: servedAt, dir, withinMs: left() })
    parts.push(varnish)
    // Varnish answers once its probe has found a server ready.
    await waitForOk(`${varnish.url}${PROBE_PATH}`, left())
    onPart('Varnish (the site)', varnish.url)

    return {
      url: varnish.url,
      varnish,
      servers,
      worker,
      redis,
      env,
      stop: async () => {
        // Varnish first, so nothing reaches a server that is going; then the rest, newest first.
        for (const part of parts.reverse()) await part.stop().catch(() => undefined)
      },
    }
  } catch (error) {
    for (const part of parts.reverse()) await part.stop().catch(() => undefined)
    throw error
  }
}
