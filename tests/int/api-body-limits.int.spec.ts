import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { restHandlers } from '@/lib/api/rest-handlers'

import { authenticate } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { ORIGIN } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

const { POST } = restHandlers(config)
const CHUNK = 16 * 1024

let cookie: string

beforeAll(async () => {
  const payload = await testPayload()
  const person = await createTestUser(payload)
  cookie = (await authenticate(person.email, person.password)).cookie
})

/** A body that never ends, counting how much of it the server pulled and whether it hung up. */
function endlessBody() {
  const seen = { pulls: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulls++
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  POST(
    new Request(new URL(path, ORIGIN), {
      method: 'POST',
      body,
      headers: { Cookie: cookie, Origin: ORIGIN, ...headers },
      duplex: 'half',
    } as RequestInit),
    {
      params: Promise.resolve({ slug: path.replace(/^\/api\//, '').split('/') }),
    },
  )

describe('request bodies are bounded before they are read', () => {
  it('should refuse a JSON body that declares more than 256 KB with 413 without reading it', async () => {
    const { stream, seen } = endlessBody()
    const response = await post('/api/user/settings', stream, { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024) })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe(translate('lv', 'api.bodyTooLarge'))
    expect(seen.pulls).toBe(0)
  })

  it('should cut off a JSON or form body that runs past 256 KB without declaring its length, and hang up', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const { stream, seen } = endlessBody()
      const response = await post('/api/user/settings', stream, { 'Content-Type': type })
      expect(response.status).toBe(413)
      expect(seen.pulls).toBeLessThanOrEqual((256 * 1024) / CHUNK + 2)
      expect(seen.cancelled).toBe(true)
    }
  })

  it('should answer a declared body of a type no call reads with 415 without reading it', async () => {
    const { stream, seen } = endlessBody()
    const response = await post('/api/user/settings', stream, { 'Content-Type': 'application/octet-stream', 'Content-Length': '5000000' })
    expect(response.status).toBe(415)
    expect(seen.pulls).toBe(0)
  })
})
