/** Process and port helpers shared by `npm run cluster`, the launcher, the tests and the benches. */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import { setTimeout as pause } from 'node:timers/promises'

const LENT_PORTS = '/proc/sys/net/ipv4/ip_local_port_range'

/** Below the ports of system services and well-known defaults (5432, 6379, 8080 …). */
const FIRST_PICKED_PORT = 10_000

/**
 * The first of the ports the system lends to outgoing connections (and to listen(0)). A port of
 * that range free now may be taken by any connection (to PostgreSQL, Redis, a test's fetch)
 * before its server listens, as happened to an app server of the several-servers tests.
 */
function lentPortsStart(): number {
  const [first] = fs.existsSync(LENT_PORTS) ? fs.readFileSync(LENT_PORTS, 'utf8').trim().split(/\s+/).map(Number) : []
  return first && Number.isInteger(first) ? first : 32_768
}

/** Listens on `port` of every address, as the app server does, and closes again; the port the system gave. */
const listenOnce = (port: number) =>
  new Promise<number | null>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(null))
    server.listen(port, () => {
      const { port: given } = server.address() as net.AddressInfo
      server.close(() => resolve(given))
    })
  })

/**
 * A port nobody listens on now, for a server about to start: picked at random below the ports the
 * system lends to connections, so only another listener can take it meanwhile (the system's own
 * pick where that leaves no room).
 */
export async function freePort(): Promise<number> {
  const below = lentPortsStart()
  for (let tries = 0; tries < 100 && below > FIRST_PICKED_PORT; tries++) {
    const port = await listenOnce(crypto.randomInt(FIRST_PICKED_PORT, below))
    if (port) return port
  }
  const port = await listenOnce(0)
  if (!port) throw new Error('No port is free to listen on')
  return port
}

/** `count` different free ports (freePort), for servers started side by side. */
export async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

/** Whether something accepts connections on `port` of 127.0.0.1 now. */
export const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** One request to `url`, its body included, within 2 s: whether it was a 2xx, and what it said. */
async function answersOk(url: string): Promise<{ ok: boolean; said: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
  // The body is read under the same deadline: a server can send its headers and then stall.
  return { ok: response.ok, said: `${response.status} ${(await response.text()).slice(0, 300)}` }
}

/**
 * Resolves once `url` answers 200, or rejects after `timeoutMs` saying what it answered last and,
 * given `running`, the end of that process's output (a server that never became ready says why).
 */
export async function waitForOk(url: string, timeoutMs: number, running?: Pick<Running, 'output'>): Promise<void> {
  const until = Date.now() + timeoutMs
  let last = 'nothing'
  while (Date.now() < until) {
    const ok = await answersOk(url).then(
      (answer) => {
        last = answer.said
        return answer.ok
      },
      (error: unknown) => {
        last = error instanceof Error ? `${error.message} (${String((error.cause as Error | undefined)?.message ?? '')})` : String(error)
        return false
      },
    )
    if (ok) return
    await pause(200)
  }
  const output = running ? `\nIts output ended with:\n${running.output().slice(-4_000)}` : ''
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; its last answer: ${last}${output}`)
}

export type Running = {
  name: string
  child: ChildProcess
  /** Everything it printed, for a failure's report. */
  output: () => string
  exited: Promise<number | null>
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
  /** Resolves once it has got going (see `readyWhen`); rejects, having killed it, if it does not. */
  ready: Promise<void>
}

/** What tells that a process has got going. */
export type ReadyWhen =
  /** It printed this. */
  | { says: string }
  /** Something accepts connections on this port of 127.0.0.1. */
  | { port: number }
  /** This address answers 2xx. */
  | { url: string }
  /** It ran to its end and exited 0 (a step such as the migrations). */
  | { done: true }

/**
 * How long a part may take to get going: the migrations with the demo seed take about 10 s here
 * and a minute on a busy 2-core machine, a server about 2 s; far past that, something waits forever.
 */
export const READY_WITHIN_MS = 180_000

const readyNow = async (readyWhen: ReadyWhen, running: Running): Promise<boolean> => {
  if ('says' in readyWhen) return running.output().includes(readyWhen.says)
  if ('port' in readyWhen) return listens(readyWhen.port)
  if ('url' in readyWhen)
    return answersOk(readyWhen.url).then(
      (answer) => answer.ok,
      () => false,
    )
  return running.child.exitCode === 0
}

/**
 * Starts `command` with `env`; given `readyWhen`, its `ready` resolves once it has got going. A
 * process that exits first or is not going within `withinMs` is killed, and `ready` rejects with
 * the end of its output; nothing is started twice. Its output is kept and, with `echo`, printed
 * line by line after its name, as `npm run cluster` shows every part's log in one terminal; with
 * `log`, appended to that file as well.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  {
    env = process.env,
    echo = false,
    readyWhen,
    withinMs = READY_WITHIN_MS,
    log,
  }: { env?: NodeJS.ProcessEnv; echo?: boolean; readyWhen?: ReadyWhen; withinMs?: number; log?: string } = {},
): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    // The last 200 KB are plenty for a report.
    output = (output + text).slice(-200_000)
    if (log) fs.appendFileSync(log, text)
    if (echo) for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let unstarted = false
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0)))
    // A command that cannot start at all (not installed) says so in its output.
    child.once('error', (error) => {
      unstarted = child.pid === undefined
      keep(Buffer.from(`${error.message}\n`))
      if (unstarted) resolve(127)
    })
  })
  const gone = () => unstarted || child.exitCode !== null || child.signalCode !== null
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!gone()) child.kill(signal)
    await exited
  }
  const waitReady = async (until: number) => {
    for (;;) {
      if (readyWhen && (await readyNow(readyWhen, running))) return
      if (gone() || Date.now() > until) {
        const why = gone()
          ? `exited (${child.exitCode ?? child.signalCode}) before it was ready`
          : `was not ready within ${withinMs / 1000} s`
        await stop('SIGKILL')
        throw new Error(`${name} ${why}. Its output ended with:\n${output.slice(-4_000)}`)
      }
      await pause(100)
    }
  }
  const running: Running = { name, child, output: () => output, exited, stop, ready: Promise.resolve() }
  if (readyWhen) {
    running.ready = waitReady(Date.now() + withinMs)
    // Whoever starts it may stop it before it is ready; a failure is theirs to read from `ready`.
    running.ready.catch(() => {})
  }
  return running
}
