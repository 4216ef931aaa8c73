import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

type ProcessTimes = { pid: number; parent: number; name: string; seconds: number }

/** Every process's name, parent and CPU seconds (user and system, all its threads) so far, from Linux's /proc. */
function processTimes(): ProcessTimes[] {
  const found: ProcessTimes[] = []
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // Ended while listed.
    }
    const close = stat.lastIndexOf(')')
    // After the name come the state (field 3) and the parent (4); utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ')
    found.push({
      pid: Number(pid),
      parent: Number(fields[1]),
      name: stat.slice(stat.indexOf('(') + 1, close),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    })
  }
  return found
}

/** CPU seconds spent so far by process `pid` and all its descendants (varnishd and the child that serves). */
export function cpuSecondsOfTree(pid: number): number {
  const all = processTimes()
  const inTree = new Set([pid])
  // Parents are listed before their children only by chance: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false
    for (const each of all) {
      if (!inTree.has(each.pid) && inTree.has(each.parent)) {
        inTree.add(each.pid)
        grew = true
      }
    }
  }
  return all.filter((each) => inTree.has(each.pid)).reduce((sum, each) => sum + each.seconds, 0)
}

/** CPU seconds this process has spent so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}
