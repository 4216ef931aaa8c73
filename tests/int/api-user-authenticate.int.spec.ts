import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'

import { authenticate, call, uniqueEmail } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let anna: TestUser

beforeAll(async () => {
  payload = await testPayload()
  anna = await createTestUser(payload)
})

describe('POST /api/authenticate', () => {
  it('should log in, set an HttpOnly SameSite=Lax session cookie for the whole site and return the public user without a token', async () => {
    const { status, body, cookie, setCookie } = await authenticate(anna.email, anna.password)
    expect(status).toBe(200)
    expect(body).toEqual({
      user: {
        id: anna.user.id,
        email: anna.email,
        first_name: 'Test',
        last_name: 'user',
        phone: null,
        roles: ['user'],
        locale: 'lv',
        created_at: anna.user.createdAt,
      },
    })
    expect(JSON.stringify(body)).not.toContain(cookie.split('=')[1])
    expect(setCookie).toMatch(/^payload-token=[^;]+;/)
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; SameSite=Lax/i)
    expect(setCookie).toMatch(/; Path=\//)
    expect(setCookie).toMatch(/; Expires=/)
    // Secure only in production: the tests run over plain http.
    expect(setCookie).not.toMatch(/; Secure/i)

    const settings = await call('GET', '/api/user/settings', { cookie })
    expect(settings.status).toBe(200)
    expect(settings.body.form.email).toBe(anna.email)
  })

  it('should accept `email` instead of `username`, in any letter case and with spaces around it', async () => {
    const { status } = await call('POST', '/api/authenticate', {
      json: { email: `  ${anna.email.toUpperCase()} `, password: anna.password },
    })
    expect(status).toBe(200)
  })

  it('should answer an empty e-mail with a 400 field error saying so', async () => {
    for (const json of [{ username: '', password: 'x' }, { password: 'x' }, { username: '   ', password: 'x' }]) {
      const { status, body } = await call('POST', '/api/authenticate', { json })
      expect(status).toBe(400)
      expect(body.message).toBe(translate('lv', 'account.email_empty_error'))
      expect(body.errors).toEqual({ username: translate('lv', 'account.email_empty_error') })
    }
    const byEmail = await call('POST', '/api/authenticate', { json: { email: '', password: 'x' } })
    expect(byEmail.body.errors).toEqual({ email: translate('lv', 'account.email_empty_error') })
  })

  it('should answer an empty password with a 400 field error saying so, in the request’s language', async () => {
    for (const json of [{ username: anna.email, password: '' }, { username: anna.email }]) {
      const { status, body } = await call('POST', '/api/authenticate?locale=en', { json })
      expect(status).toBe(400)
      expect(body.message).toBe(translate('en', 'account.password_empty_error'))
      expect(body.errors).toEqual({ password: translate('en', 'account.password_empty_error') })
    }
  })

  it('should refuse unknown fields', async () => {
    const { status, body } = await call('POST', '/api/authenticate', {
      json: { username: anna.email, password: anna.password, remember: true },
    })
    expect(status).toBe(400)
    expect(body.errors).toHaveProperty('remember')
  })

  it('should answer an unknown e-mail exactly as a wrong password: 401 with one generic message in `message` and `error`', async () => {
    const wrong = await authenticate(anna.email, 'not-the-password')
    const unknown = await authenticate(uniqueEmail('nobody'), 'not-the-password')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: translate('lv', 'account.login_failed'), error: translate('lv', 'account.login_failed') })
    expect(unknown.status).toBe(wrong.status)
    expect(unknown.body).toEqual(wrong.body)
    expect(unknown.setCookie).toBe('')
    expect(wrong.setCookie).toBe('')
  })

  it('should lock an e-mail after 5 failures for 10 minutes, registered or not, with the same answers', async () => {
    const bruno = await createTestUser(payload)
    const nobody = uniqueEmail('nobody')
    const answers = async (email: string) => {
      const seen: { status: number; body: Record<string, unknown> }[] = []
      for (let attempt = 0; attempt < 7; attempt++) {
        const { status, body } = await authenticate(email, `guess-${attempt}`)
        seen.push({ status, body })
      }
      return seen
    }
    const registered = await answers(bruno.email)
    const unregistered = await answers(nobody)
    expect(registered.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect(unregistered).toEqual(registered)
    expect(registered[5].body).toEqual({ message: translate('lv', 'account.login_locked'), error: translate('lv', 'account.login_locked') })
    // The lock holds even for the right password.
    expect((await authenticate(bruno.email, bruno.password)).status).toBe(429)
  })

  it('should tell an unconfirmed user to confirm the e-mail, but only with the right password', async () => {
    const dace = await createTestUser(payload)
    await payload.update({ collection: 'users', id: dace.user.id, data: { _verified: false } })
    const right = await authenticate(dace.email, dace.password)
    expect(right.status).toBe(403)
    expect(right.body).toEqual({ message: translate('lv', 'account.login_unverified'), error: translate('lv', 'account.login_unverified') })
    expect(right.setCookie).toBe('')
    expect((await authenticate(dace.email, 'not-the-password')).status).toBe(401)
  })

  it.each([
    ['blocked', { blocked: true }, 'errors.accountBlocked'],
    ['team-disabled', { is_deleted: true }, 'errors.accountDisabled'],
  ])('should refuse a %s account with 403 saying why, and set no cookie', async (_, data, key) => {
    const carol = await createTestUser(payload)
    await payload.update({ collection: 'users', id: carol.user.id, data })
    const { status, body, setCookie } = await authenticate(carol.email, carol.password, { 'Accept-Language': 'en' })
    expect(status).toBe(403)
    expect(body).toEqual({ message: translate('en', key), error: translate('en', key) })
    expect(setCookie).toBe('')
    expect((await authenticate(carol.email, 'not-the-password')).status).toBe(401)
  })
})
