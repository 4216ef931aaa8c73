import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

export type Started = {
  child: ChildProcess
  /** Settles when the process has ended. */
  exited: Promise<void>
  /** Sends a signal to the process and to whatever it started (tsx runs the script in a child of its own). */
  signal: (signal: NodeJS.Signals) => void
  /** Asks the process to end with SIGTERM and waits for it; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>
}

/**
 * Starts a command in a process group of its own, its output appended to `logFile`, for a test
 * to stop when it is done: a server, a database, a cache.
 */
export function startProcess(command: string, args: string[], { env, logFile }: { env?: NodeJS.ProcessEnv; logFile: string }): Started {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, name)
  }
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    signal('SIGTERM')
    const kill = setTimeout(() => signal('SIGKILL'), graceMs)
    await exited
    clearTimeout(kill)
  }
  return { child, exited, signal, stop }
}

/** Calls `check` until it answers true, every `intervalMs`; fails naming `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
