import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** CPU seconds (user and system) spent so far by every process named one of `names`, from Linux's /proc. */
export function cpuSecondsOf(names: readonly string[]): number {
  let ticks = 0
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // Ended while listed.
    }
    const close = stat.lastIndexOf(')')
    if (!names.includes(stat.slice(stat.indexOf('(') + 1, close))) continue
    // After the name come the state (field 3) onwards; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / TICKS_PER_SECOND
}

/** CPU seconds this process has spent so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}
