import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Whether Debian's `wrk` is on the PATH: a load generator in C that asks for a cached page with a
 * fraction of the CPU a Node client spends, so the servers, not the client, set the rate.
 */
export async function hasWrk(): Promise<boolean> {
  try {
    await run('wrk', ['--version'])
    return true
  } catch (error) {
    // wrk prints its version and exits 1.
    return (error as { stdout?: string }).stdout?.startsWith('wrk') ?? false
  }
}

/** One closed-loop run of wrk on one thread against `url`: its requests, seconds and failures. */
export async function wrkLoad(
  url: string,
  { connections, seconds, headers }: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<{ latencies: number[]; seconds: number; requests: number; errors: number }> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, ...headerArgs, url])
  const done = /(\d+) requests in ([\d.]+)(m?s)/.exec(stdout)
  if (!done) throw new Error(`wrk printed no total:\n${stdout}`)
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0
  return {
    latencies: [],
    seconds: Number(done[2]) / (done[3] === 'ms' ? 1000 : 1),
    requests: Number(done[1]),
    errors: failed + socketErrors,
  }
}
