import { afterEach, describe, expect, it } from 'vitest'

import { freePort, type Running, startProcess } from '../../tools/processes'
import { answersProbe, says, startUntilGoing } from '../../tools/cluster/topology'
import { PROBE_PATH } from '../../tools/cluster/varnish'
import { stoppedUnfinished, UNFINISHED_EXIT_CODE } from '../../scripts/unfinished-exit'

/*
 * How the cluster's start meets a part that stalls while loading (scripts/unfinished-exit.ts):
 * a server that ends before it is ready is started once more; the second start is what counts.
 */
const started: Running[] = []

afterEach(async () => {
  for (const running of started.splice(0)) await running.stop('SIGKILL')
})

/** A stand-in server: the first start exits as a lost import does (13); later ones answer the probe. */
function standIn(port: number) {
  let starts = 0
  const start = () => {
    starts++
    const script =
      starts === 1 ? 'process.exit(13)' : `require('node:http').createServer((_q, r) => r.end('ready')).listen(${port}, '127.0.0.1')`
    const running = startProcess(`server (start ${starts})`, process.execPath, ['-e', script])
    started.push(running)
    return running
  }
  return { start, starts: () => starts }
}

describe('starting the cluster’s servers', () => {
  it('should start a server again when it ends before it is ready, and go on once it answers', async () => {
    const port = await freePort()
    const fake = standIn(port)
    const url = `http://127.0.0.1:${port}`
    await startUntilGoing(fake.start, answersProbe(url))
    expect(fake.starts()).toBe(2)
    expect(await (await fetch(`${url}${PROBE_PATH}`)).text()).toBe('ready')
  })

  it('should start the worker again when it ends before it says it runs the queues', async () => {
    let starts = 0
    const start = () => {
      starts++
      const script = starts === 1 ? 'process.exit(13)' : "console.log('ready to run'); setInterval(() => {}, 1000)"
      const running = startProcess(`worker (start ${starts})`, process.execPath, ['-e', script])
      started.push(running)
      return running
    }
    const worker = await startUntilGoing(start, says('ready to run', 10_000))
    expect(starts).toBe(2)
    expect(worker.child.exitCode).toBeNull()
  })

  it('should tell a stalled start from a failure by its exit code', () => {
    expect(stoppedUnfinished(UNFINISHED_EXIT_CODE)).toBe(true)
    expect(stoppedUnfinished(13)).toBe(true)
    expect(stoppedUnfinished(1)).toBe(false)
    expect(stoppedUnfinished(0)).toBe(false)
  })
})
