import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { distinctFreePorts, freePort, startProcess } from '../../tools/processes'

/** A Node one-liner as a part to start. */
const node = (name: string, script: string, readyWhen: Parameters<typeof startProcess>[3]) =>
  startProcess(name, process.execPath, ['-e', script], readyWhen)

describe('startProcess (tools/processes.ts)', () => {
  it('should be ready once the part says its line, listens, or has run to its end', async () => {
    const says = node(
      'says',
      "console.log('warming up'); setTimeout(() => console.log('ready to run'), 300); setInterval(() => {}, 1000)",
      {
        readyWhen: { says: 'ready to run' },
      },
    )
    await says.ready
    expect(says.output()).toContain('warming up')
    await says.stop()

    const port = await freePort()
    const listens = node('listens', `setTimeout(() => require('node:net').createServer().listen(${port}, '127.0.0.1'), 300)`, {
      readyWhen: { port },
    })
    await listens.ready
    await listens.stop()

    const done = node('done', 'setTimeout(() => process.exit(0), 200)', { readyWhen: { done: true } })
    await done.ready
    expect(await done.exited).toBe(0)
  })

  it('should start a part once: one that exits first fails with its own output', async () => {
    const failing = node('migrate', 'console.error(\'relation "users" does not exist\'); process.exit(13)', { readyWhen: { done: true } })
    await expect(failing.ready).rejects.toThrow(/migrate exited \(13\) before it was ready[\s\S]*relation "users" does not exist/)
  })

  it('should kill a part that is not ready within its time and fail with what it printed', async () => {
    const silent = node('server 1', "console.log('loading the config'); setInterval(() => {}, 1000)", {
      readyWhen: { says: 'serving' },
      withinMs: 1_000,
    })
    await expect(silent.ready).rejects.toThrow(/server 1 was not ready within 1 s[\s\S]*loading the config/)
    expect(silent.child.signalCode).toBe('SIGKILL')
  })
})

describe('freePort (tools/processes.ts)', () => {
  it('should pick ports below the ones the system lends to outgoing connections, where no connection takes one before its server listens', async () => {
    const [lentFrom] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number)
    const ports = await distinctFreePorts(20)
    expect(new Set(ports).size).toBe(20)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000)
      expect(port).toBeLessThan(lentFrom!)
    }
  })
})
