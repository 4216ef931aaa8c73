import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { authenticate, call, signupForm } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let anna: TestUser & { cookie: string }

beforeAll(async () => {
  payload = await testPayload()
  const person = await createTestUser(payload)
  anna = { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
})

/** The token a session cookie ('payload-token=…') carries. */
const sessionToken = (cookie: string) => cookie.split('=')[1]

/** Any JWT, anywhere in a body a page script could read. */
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/

function expectNoToken(route: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body)
  expect({ route, jwt: JWT.test(text), token: 'token' in body, refreshedToken: 'refreshedToken' in body }).toEqual({
    route,
    jwt: false,
    token: false,
    refreshedToken: false,
  })
}

describe('readable token: page scripts must not obtain the session token', () => {
  it('should not put the token in GET /api/users/me', async () => {
    const me = await call('GET', '/api/users/me', { cookie: anna.cookie })
    expect(me.body.user?.id).toBe(anna.user.id)
    expectNoToken('me', me.body)
    expect(JSON.stringify(me.body)).not.toContain(sessionToken(anna.cookie))
  })

  it('should not put the refreshed token in POST /api/users/refresh-token, only in the cookie', async () => {
    const refreshed = await call('POST', '/api/users/refresh-token', { cookie: anna.cookie })
    expect(refreshed.status).toBe(200)
    expectNoToken('refresh-token', refreshed.body)
    expect(refreshed.setCookie).toMatch(/HttpOnly/i)
  })

  it('should not put the token in Payload’s POST /api/users/login, only in the HttpOnly cookie', async () => {
    const login = await call('POST', '/api/users/login', { json: { email: anna.email, password: anna.password } })
    expect(login.status).toBe(200)
    expect(login.body.user?.id).toBe(anna.user.id)
    expectNoToken('login', login.body)
    expect(login.setCookie).toMatch(/payload-token=.+HttpOnly/i)
  })

  it('should not put the token in POST /api/authenticate nor in POST /api/user/signup', async () => {
    const login = await call('POST', '/api/authenticate', { json: { username: anna.email, password: anna.password } })
    expectNoToken('authenticate', login.body)
    const signup = await call('POST', '/api/user/signup', { json: signupForm() })
    expectNoToken('signup', signup.body)
  })

  it('should not put the token in Payload’s POST /api/users/reset-password', async () => {
    const person = await createTestUser(payload)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: person.email }, disableEmail: true })
    const reset = await call('POST', '/api/users/reset-password', { json: { token, password: 'jauna-parole-123' } })
    expect(reset.status).toBe(200)
    expectNoToken('reset-password', reset.body)
  })

  it('should keep the session usable through the cookie alone', async () => {
    const login = await call('POST', '/api/users/login', { json: { email: anna.email, password: anna.password } })
    expect((await call('GET', '/api/user/settings', { cookie: login.cookie })).status).toBe(200)
  })
})
