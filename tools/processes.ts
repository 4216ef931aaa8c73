/** Process and port helpers shared by `npm run cluster`, its tests and bench/cluster.ts. */
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { setTimeout as pause } from 'node:timers/promises'

/** A port nobody listens on now, picked by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once something accepts connections on `port` (127.0.0.1), or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await pause(100)
  }
  throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms`)
}

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
}

/**
 * Starts `command` with `env`; its output is kept and, with `echo`, printed line by line after
 * its name, as `npm run cluster` shows every part's log in one terminal.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  { env = process.env, echo = false }: { env?: NodeJS.ProcessEnv; echo?: boolean } = {},
): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    // The last 200 KB are plenty for a report.
    output = (output + text).slice(-200_000)
    if (echo) for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))))
  return {
    name,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
