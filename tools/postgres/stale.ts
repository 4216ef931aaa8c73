import fs from 'node:fs'
import path from 'node:path'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const isPostgres = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    // Without /proc (macOS) trust the lock file: PostgreSQL wrote it and it names this cluster.
    return true
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (!alive(pid)) return true
    await sleep(100)
  }
  return !alive(pid)
}

/**
 * A start that was killed (kill -9, a closed terminal) leaves its PostgreSQL running and
 * holding the cluster. Find it by the cluster's postmaster.pid and shut it down cleanly.
 */
export async function stopStalePostgres(dir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid')
  if (!fs.existsSync(lockFile)) return
  const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) {
    // PostgreSQL itself ignores a lock file whose process is gone; one whose pid now belongs
    // to another program would block it, so clear that.
    if (Number.isInteger(pid) && pid > 0 && alive(pid) && !isPostgres(pid)) fs.rmSync(lockFile, { force: true })
    return
  }
  log(`An embedded PostgreSQL (pid ${pid}) was left running by an earlier start that did not shut down. Stopping it…`)
  process.kill(pid, 'SIGINT')
  if (await waitForExit(pid, 20_000)) {
    log('Stopped the leftover PostgreSQL cleanly.')
    return
  }
  process.kill(pid, 'SIGQUIT')
  if (!(await waitForExit(pid, 5_000))) {
    throw new Error(`Could not stop the leftover PostgreSQL (pid ${pid}). Stop it by hand: kill ${pid}`)
  }
  log('Stopped the leftover PostgreSQL (it needed an immediate shutdown; it will recover on start).')
}
