/**
 * The several-servers topology on one machine (README, "Several servers"): Redis for Next's
 * shared cache, an S3 stand-in for the files, `servers` app servers from one production build,
 * one jobs worker, and Varnish in front of them on `port`. `npm run cluster` runs it; its tests
 * and bench/cluster.ts start it the same way.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'

import { WORKER_READY } from '../../src/jobs/worker-ready'
import { entryArgs } from '../entries'
import { stoppedUnfinished } from '../../scripts/unfinished-exit'
import { databaseActivity } from './database-activity'
import { freePort, type Running, startProcess, waitForOk, waitForPort } from '../processes'
import { PROBE_PATH, startVarnish, VARNISH_START_MS, type Varnish } from './varnish'

const bin = (name: string) => path.resolve('node_modules/.bin', name)

/** The S3 stand-in's bucket and its fixed keys (s3rver accepts these). */
const S3_BUCKET = 'bizness'
const S3_KEY = 'S3RVER'

/** How long Redis or the S3 stand-in may take to listen, and Varnish to answer once it does. */
const LISTEN_WITHIN_MS = 15_000

/** How long a stopping server keeps answering while Varnish's probe takes it out of the rotation. */
export const DRAIN_MS = 3_000

export type AppServer = {
  port: number
  url: string
  running: Running
  /** Resolves once it is ready, starting it again if it stalled on the way. */
  ready: () => Promise<void>
  /** Starts it again after it stopped (or was killed), on the same port. */
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
  /** Varnish listens here; the app servers on the ports after it. */
  port: number
  servers: number
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

async function startRedis(dir: string, echo: boolean): Promise<Redis> {
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
      running = startProcess('redis', 'redis-server', args, { echo })
      await waitForPort(port, LISTEN_WITHIN_MS)
    },
  }
  await redis.start()
  return redis
}

async function startS3(dir: string, echo: boolean): Promise<{ url: string; running: Running }> {
  const port = await freePort()
  const files = path.join(dir, 's3')
  fs.mkdirSync(files, { recursive: true })
  const running = startProcess(
    's3',
    bin('s3rver'),
    ['--directory', files, '--address', '127.0.0.1', '--port', String(port), '--configure-bucket', S3_BUCKET, '--silent'],
    { echo },
  )
  await waitForPort(port, LISTEN_WITHIN_MS)
  return { url: `http://127.0.0.1:${port}`, running }
}

/** Migrations and the demo seed take about 10 s here, a minute on a busy 2-core machine; far past that, something waits forever. */
const PREPARE_WITHIN_MS = 150_000
/**
 * How often a part that stalled on its way up is started. The parts run so that Node has no
 * top-level await of Lexical's to leave unsettled (tools/entries.ts); a second start is
 * what an operator would try for whatever else holds one up once.
 */
const START_ATTEMPTS = 2

/** One run of the migrate entry: 'stalled' when it ended unfinished or had to be stopped. */
async function prepareOnce(env: NodeJS.ProcessEnv, seed: boolean, echo: boolean): Promise<'done' | 'stalled'> {
  const prepare = startProcess('prepare', process.execPath, entryArgs('migrate', ...(seed ? ['--seed-if-empty'] : [])), {
    env,
    echo,
  })
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), PREPARE_WITHIN_MS)))
  const code = await Promise.race([prepare.exited, late])
  clearTimeout(timer)
  if (code === 0) return 'done'
  if (code === 'late') {
    const activity = await databaseActivity(env.DATABASE_URL ?? '')
    await prepare.stop('SIGKILL')
    console.warn(
      `Preparing the database did not finish within ${PREPARE_WITHIN_MS / 1000} s. The database's connections:\n${activity}\nIts output:\n${prepare.output().slice(-4_000)}`,
    )
    return 'stalled'
  }
  if (stoppedUnfinished(code)) {
    console.warn(`Preparing the database stopped unfinished (exit ${code}). Its output:\n${prepare.output().slice(-4_000)}`)
    return 'stalled'
  }
  throw new Error(`Preparing the database failed:\n${prepare.output()}`)
}

/** Applies the migrations and, with `seed`, seeds the demo data into an empty database (its files into S3). */
async function prepareDatabase(env: NodeJS.ProcessEnv, seed: boolean, echo: boolean): Promise<void> {
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    if ((await prepareOnce(env, seed, echo)) === 'done') return
  }
  throw new Error(`Preparing the database stalled ${START_ATTEMPTS} times; see the warnings above`)
}

/** How long a server may take to become ready before it counts as stalled (about 2 s here, idle). */
const SERVER_READY_MS = 90_000

/** Whether a part has got going: null once it has, else why not. */
type Going = (part: Running) => Promise<string | null>

/**
 * Resolves with a part once it has got going; one that exits first or stalls is killed and
 * started again, up to START_ATTEMPTS starts. `first` is a start already under way.
 */
export async function startUntilGoing(start: () => Running, going: Going, first: Running = start()): Promise<Running> {
  for (let attempt = 1, part = first; ; attempt++, part = start()) {
    const why = await going(part)
    if (why === null) return part
    await part.stop('SIGKILL')
    if (attempt >= START_ATTEMPTS)
      throw new Error(`${part.name} never got going: ${why}. Its output ended with:\n${part.output().slice(-4_000)}`)
    console.warn(`${part.name} ${why}; starting it again`)
  }
}

/** A server has got going once `url` answers its readiness probe within SERVER_READY_MS. */
export const answersProbe =
  (url: string): Going =>
  (part) =>
    Promise.race([
      waitForOk(`${url}${PROBE_PATH}`, SERVER_READY_MS).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
      part.exited.then((code) => `exited (${code}) before it was ready`),
    ])

/** A part has got going once it has printed `line` within `withinMs`. */
export const says =
  (line: string, withinMs: number): Going =>
  async (part) => {
    const until = Date.now() + withinMs
    while (!part.output().includes(line) && part.child.exitCode === null && Date.now() < until) await pause(100)
    if (part.output().includes(line)) return null
    return part.child.exitCode === null ? `silent for ${withinMs / 1000} s` : `exited (${part.child.exitCode})`
  }

function appServer(port: number, env: NodeJS.ProcessEnv, echo: boolean, name: string): AppServer {
  const start = () => startProcess(name, process.execPath, entryArgs('server', '-p', String(port)), { env, echo })
  const server: AppServer = {
    port,
    url: `http://127.0.0.1:${port}`,
    running: start(),
    ready: async () => {
      server.running = await startUntilGoing(start, answersProbe(server.url), server.running)
    },
    restart: async () => {
      server.running = start()
      await server.ready()
    },
  }
  return server
}

/** How long the worker may take to run its queues (about a second here, idle) before it counts as stalled. */
const WORKER_READY_MS = 90_000

/**
 * The longest startCluster can take before it answers or fails: every step is bounded, and
 * whoever waits on it (a test's hook) waits at least this long, so a failure says which step.
 */
export const START_WITHIN_MS =
  3 * LISTEN_WITHIN_MS + VARNISH_START_MS + START_ATTEMPTS * (PREPARE_WITHIN_MS + SERVER_READY_MS + WORKER_READY_MS)

/** Starts the whole topology and resolves once Varnish answers with every server ready. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, dir, echo = false, onPart = () => {} } = options
  fs.mkdirSync(dir, { recursive: true })
  // varnishd and its children run as their own users and must reach their work directory.
  fs.chmodSync(dir, 0o755)
  const parts: { stop: () => Promise<void> }[] = []
  try {
    const redis = await startRedis(dir, echo)
    parts.push(redis)
    onPart('Redis (Next’s shared cache)', redis.url)
    const s3 = await startS3(dir, echo)
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
    await prepareDatabase(env, options.seed, echo)
    onPart(options.seed ? 'PostgreSQL (migrated, demo data in place)' : 'PostgreSQL (migrated)', new URL(options.databaseUrl).host)

    const servers = Array.from({ length: options.servers }, (_, index) => appServer(port + 1 + index, env, echo, `server ${index + 1}`))
    parts.push(...servers.map((server) => ({ stop: () => server.running.stop() })))
    await Promise.all(servers.map((server) => server.ready()))
    for (const [index, server] of servers.entries()) onPart(`App server ${index + 1}`, server.url)

    const worker = await startUntilGoing(
      () => startProcess('worker', process.execPath, entryArgs('worker'), { env, echo }),
      says(WORKER_READY, WORKER_READY_MS),
    )
    parts.push(worker)
    onPart('Jobs worker', `pid ${worker.child.pid}`)

    const varnish = await startVarnish({ port, servers: servers.map((server) => ({ host: '127.0.0.1', port: server.port })), dir })
    parts.push(varnish)
    await waitForOk(`${varnish.url}${PROBE_PATH}`, LISTEN_WITHIN_MS)
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
