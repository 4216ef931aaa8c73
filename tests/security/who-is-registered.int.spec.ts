import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'

import { call, uniqueEmail } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { createTestUser } from '../helpers/users'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Status and message of each of `times` wrong logins through Payload's own route. */
async function wrongLogins(email: string, times: number) {
  const answers: { status: number; message: unknown }[] = []
  for (let i = 0; i < times; i++) {
    const { status, body } = await call('POST', '/api/users/login', { json: { email, password: `nepareiza-${i}` } })
    answers.push({ status, message: body.errors?.[0]?.message })
  }
  return answers
}

describe('who is registered: Payload’s /api/users/login', () => {
  it('should answer a registered account and an unknown address the same on every attempt, the lock included', async () => {
    const registered = await createTestUser(payload)
    const known = await wrongLogins(registered.email, 7)
    const unknown = await wrongLogins(uniqueEmail('nav-konta'), 7)
    expect(unknown).toEqual(known)
    expect(known[0]).toEqual({ status: 401, message: translate('lv', 'account.login_failed') })
    expect(known[6]).toEqual({ status: 429, message: translate('lv', 'account.login_locked') })
  })

  it('should still log a registered account in with the right password', async () => {
    const person = await createTestUser(payload)
    const { status, body } = await call('POST', '/api/users/login', { json: { email: person.email, password: person.password } })
    expect(status).toBe(200)
    expect(body.user?.id).toBe(person.user.id)
  })
})
