import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'

import { authenticate, call } from '../helpers/accounts'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

async function signedIn() {
  const person = await createTestUser(payload)
  return { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
}

/**
 * Payload's two kinds of stored password hash (src/services/account/password-work.ts), made here rather than
 * by Payload: since 3.90 it writes only the new kind, and accounts from before keep the older one.
 */
const HASHES: [string, (password: string, salt: string) => string][] = [
  ['older kind (25 000 rounds, 512 bytes)', (password, salt) => crypto.pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex')],
  [
    'new kind (pbkdf2-sha256-v1:, 600 000 rounds)',
    (password, salt) => `pbkdf2-sha256-v1:${crypto.pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`,
  ],
]

describe('POST /api/user/password', () => {
  it('should change the password, end every other session and renew this one’s cookie', async () => {
    const anna = await signedIn()
    const otherBrowser = (await authenticate(anna.email, anna.password)).cookie
    const answer = await call('POST', '/api/user/password', {
      cookie: anna.cookie,
      json: { password: anna.password, new_password: 'jauna-parole-1', new_password_confirm: 'jauna-parole-1' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true, message: translate('lv', 'account.password_success_message') })
    expect(answer.setCookie).toMatch(/^payload-token=[^;]+;.*HttpOnly/i)
    expect(answer.cookie).not.toBe(anna.cookie)

    expect((await call('GET', '/api/user/settings', { cookie: answer.cookie })).status).toBe(200)
    expect((await call('GET', '/api/user/settings', { cookie: otherBrowser })).status).toBe(401)
    expect((await call('GET', '/api/user/settings', { cookie: anna.cookie })).status).toBe(401)
    expect((await call('GET', '/api/users/me', { token: anna.token })).body.user).toBeNull()
    expect((await authenticate(anna.email, anna.password)).status).toBe(401)
    expect((await authenticate(anna.email, 'jauna-parole-1')).status).toBe(200)

    const [notice] = await inbox.waitFor(anna.email)
    expect(notice.subject).toBe(translate('lv', 'email.passwordChanged.subject'))
  })

  it('should accept the change without the repeat', async () => {
    const anna = await signedIn()
    expect(
      (await call('POST', '/api/user/password', { cookie: anna.cookie, json: { password: anna.password, new_password: 'jauna-parole-2' } }))
        .status,
    ).toBe(200)
  })

  it.each([
    [{ new_password: 'jauna-parole' }, 'password', 'account.need_current_password'],
    [{ password: '', new_password: 'jauna-parole' }, 'password', 'account.need_current_password'],
    [{ password: 'x' }, 'new_password', 'account.need_new_password'],
    [{ password: 'x', new_password: '' }, 'new_password', 'account.need_new_password'],
    [{ password: 'x', new_password: 'short' }, 'new_password', 'account.need_valid_password'],
    [
      { password: 'x', new_password: 'jauna-parole', new_password_confirm: 'cita-parole' },
      'new_password_confirm',
      'account.need_password_to_match',
    ],
  ])('should refuse %j with its own message on its field', async (json, field, key) => {
    const anna = await signedIn()
    const { status, body } = await call('POST', '/api/user/password', { cookie: anna.cookie, json })
    expect(status).toBe(400)
    expect(body).toEqual({ message: translate('lv', key), errors: { [field]: translate('lv', key) } })
  })

  it('should answer a wrong current password with 400 on `password` (not 401) and keep the session', async () => {
    const anna = await signedIn()
    const { status, body } = await call('POST', '/api/user/password', {
      cookie: anna.cookie,
      json: { password: 'not-it', new_password: 'jauna-parole-3' },
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: translate('lv', 'account.current_password_wrong'),
      errors: { password: translate('lv', 'account.current_password_wrong') },
    })
    expect((await call('GET', '/api/user/settings', { cookie: anna.cookie })).status).toBe(200)
    expect((await authenticate(anna.email, anna.password)).status).toBe(200)
  })

  it.each(HASHES)('should check the current password against a hash of the %s', async (_, hashOf) => {
    const anna = await signedIn()
    const salt = crypto.randomBytes(32).toString('hex')
    await payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: anna.user.id } },
      data: { hash: hashOf(anna.password, salt), salt },
      returning: false,
    })
    const change = (password: string) =>
      call('POST', '/api/user/password', { cookie: anna.cookie, json: { password, new_password: 'jauna-parole-6' } })
    expect((await change('not-it')).status).toBe(400)
    expect((await change(anna.password)).status).toBe(200)
  })

  it('should count wrong current passwords as failed logins: the 6th try is locked', async () => {
    const anna = await signedIn()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await call('POST', '/api/user/password', {
            cookie: anna.cookie,
            json: { password: `guess-${i}`, new_password: 'jauna-parole-4' },
          })
        ).status,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect(
      (await call('POST', '/api/user/password', { cookie: anna.cookie, json: { password: anna.password, new_password: 'jauna-parole-4' } }))
        .status,
    ).toBe(429)
  })

  it('should answer 401 without a session', async () => {
    expect((await call('POST', '/api/user/password', { json: { password: 'x', new_password: 'jauna-parole' } })).status).toBe(401)
  })

  it('should still refuse a password PATCH through Payload’s own route', async () => {
    const anna = await signedIn()
    const { status } = await call('PATCH', `/api/users/${anna.user.id}`, { cookie: anna.cookie, json: { password: 'jauna-parole-5' } })
    expect(status).toBe(403)
  })
})
