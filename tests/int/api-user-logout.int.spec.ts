import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { authenticate, call } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { createTestUser } from '../helpers/users'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/user/logout', () => {
  it('should end this session only and expire the cookie', async () => {
    const anna = await createTestUser(payload)
    const here = (await authenticate(anna.email, anna.password)).cookie
    const elsewhere = (await authenticate(anna.email, anna.password)).cookie
    const { status, body, setCookie } = await call('POST', '/api/user/logout', { cookie: here })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect(setCookie).toMatch(/^payload-token=;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(new Date(/Expires=([^;]+)/.exec(setCookie)![1]).getTime()).toBeLessThan(Date.now())

    expect((await call('GET', '/api/user/settings', { cookie: here })).status).toBe(401)
    expect((await call('GET', '/api/user/settings', { cookie: elsewhere })).status).toBe(200)
  })

  it('should answer 200 and expire the cookie without a session too', async () => {
    const { status, body, setCookie } = await call('POST', '/api/user/logout')
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect(setCookie).toMatch(/^payload-token=;/)
  })
})
