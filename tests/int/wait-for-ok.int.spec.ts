import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { waitForOk } from '../../tools/processes'

/*
 * How `npm run cluster`, its tests and the benches wait for a part to be ready: a part that
 * answers badly or stalls is asked again until the deadline, then named with its last answer.
 */
let server: http.Server | undefined

afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/ready`
}

describe('waiting for a part to answer 200', () => {
  it('should ask again when a part sends its headers and then stalls, and fail at the deadline naming the stall', async () => {
    let asked = 0
    const url = await serve((_req, res) => {
      asked++
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('starting')
    })
    await expect(waitForOk(url, 5_000)).rejects.toThrow(/did not answer 200 within 5000 ms; its last answer: .*timeout/i)
    expect(asked).toBeGreaterThanOrEqual(2)
  }, 15_000)

  it('should resolve once a part that answered 503 answers 200', async () => {
    let asked = 0
    const url = await serve((_req, res) => {
      asked++
      res.writeHead(asked < 3 ? 503 : 200).end(asked < 3 ? 'not ready' : 'ready')
    })
    await waitForOk(url, 10_000)
    expect(asked).toBe(3)
  })
})
