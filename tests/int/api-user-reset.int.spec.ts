import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { siteUrl } from '@/lib/runtime/site-url'

import { authenticate, call, uniqueEmail } from '../helpers/accounts'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser, type TestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

const askReset = (email: string, query = '') => call('POST', `/api/user/reset${query}` as `/api/${string}`, { json: { email } })

/** Asks for a reset of `person` and returns the code from the mail. */
async function resetCodeFor(person: TestUser): Promise<string> {
  const before = inbox.to(person.email).length
  await askReset(person.email)
  const mails = await inbox.waitFor(person.email, { count: before + 1 })
  return codeFrom(mails[mails.length - 1], '/forgot-password/')
}

describe('POST /api/user/reset', () => {
  it('should answer the same for a registered, an unknown and a blocked address, and mail only the active account', async () => {
    const anna = await createTestUser(payload)
    const blocked = await createTestUser(payload)
    await payload.update({ collection: 'users', id: blocked.user.id, data: { blocked: true } })
    const nobody = uniqueEmail('nobody')

    const known = await askReset(anna.email)
    expect(known.status).toBe(200)
    expect(known.body).toEqual({ success: true, message: translate('lv', 'account.reset_sent') })
    expect(await askReset(nobody)).toEqual(known)
    expect(await askReset(blocked.email)).toEqual(known)

    const [mail] = await inbox.waitFor(anna.email)
    expect(mail.subject).toBe(translate('lv', 'email.reset.subject'))
    const user = await payload.findByID({ collection: 'users', id: anna.user.id, showHiddenFields: true })
    expect(mail.links).toContain(`${siteUrl()}/forgot-password/${user.resetPasswordToken}`)
    // About an hour to use it.
    const expiresIn = new Date(user.resetPasswordExpiration!).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000)

    await inbox.drain(payload)
    expect(inbox.to(nobody)).toEqual([])
    expect(inbox.to(blocked.email)).toEqual([])
  })

  it('should write in the account’s language with the /en link for English users', async () => {
    const john = await createTestUser(payload, ['user'], { locale: 'en', first_name: 'John' })
    await askReset(john.email)
    const [mail] = await inbox.waitFor(john.email)
    expect(mail.subject).toBe(translate('en', 'email.reset.subject'))
    expect(mail.text).toContain('Hello, John!')
    expect(mail.links.some((link) => link.startsWith(`${siteUrl()}/en/forgot-password/`))).toBe(true)
  })

  it('should answer an empty e-mail with 400 email_empty_error and a malformed one with 400', async () => {
    for (const json of [{ email: '' }, {}]) {
      const { status, body } = await call('POST', '/api/user/reset', { json })
      expect(status).toBe(400)
      expect(body).toEqual({
        message: translate('lv', 'account.email_empty_error'),
        errors: { email: translate('lv', 'account.email_empty_error') },
      })
    }
    expect((await askReset('not-an-email')).status).toBe(400)
  })

  it('should mail at most 5 links an hour to one address, answering the same all along', async () => {
    const anna = await createTestUser(payload)
    for (let i = 0; i < 7; i++) expect((await askReset(anna.email)).status).toBe(200)
    await inbox.waitFor(anna.email, { count: 5 })
    await inbox.drain(payload)
    expect(inbox.to(anna.email)).toHaveLength(5)
  })
})

describe('GET and POST /api/user/reset/:code', () => {
  it('should say a fresh code is valid, set the new password with it once, and end every session', async () => {
    const anna = await createTestUser(payload)
    const oldSession = await authenticate(anna.email, anna.password)
    expect((await call('GET', '/api/user/settings', { cookie: oldSession.cookie })).status).toBe(200)
    const code = await resetCodeFor(anna)

    expect(await call('GET', `/api/user/reset/${code}`)).toMatchObject({ status: 200, body: { valid: true } })
    const reset = await call('POST', `/api/user/reset/${code}`, {
      json: { password: 'jauna-parole-1', password_confirm: 'jauna-parole-1' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ success: true, message: translate('lv', 'account.reset_success') })
    expect(reset.setCookie).toBe('')

    expect((await call('GET', '/api/user/settings', { cookie: oldSession.cookie })).status).toBe(401)
    expect((await call('GET', '/api/users/me', { token: anna.token })).body.user).toBeNull()
    expect((await authenticate(anna.email, anna.password)).status).toBe(401)
    expect((await authenticate(anna.email, 'jauna-parole-1')).status).toBe(200)

    for (const method of ['GET', 'POST'] as const) {
      const used = await call(method, `/api/user/reset/${code}`, method === 'POST' ? { json: { password: 'vel-cita-parole' } } : {})
      expect(used.status).toBe(404)
      expect(used.body).toEqual({ message: translate('lv', 'account.reset_code_invalid') })
    }
    const mails = await inbox.waitFor(anna.email, { count: 2 })
    expect(mails.map((mail) => mail.subject)).toContain(translate('lv', 'email.passwordChanged.subject'))
  })

  it('should confirm the e-mail of an unconfirmed account and lift a login lock, since the link proves the address', async () => {
    const dace = await createTestUser(payload)
    await payload.update({ collection: 'users', id: dace.user.id, data: { _verified: false } })
    for (let i = 0; i < 6; i++) await authenticate(dace.email, 'wrong-password')
    expect((await authenticate(dace.email, dace.password)).status).toBe(429)
    const code = await resetCodeFor(dace)
    expect((await call('POST', `/api/user/reset/${code}`, { json: { password: 'jauna-parole-2' } })).status).toBe(200)
    expect((await authenticate(dace.email, 'jauna-parole-2')).status).toBe(200)
  })

  it('should answer unknown and expired codes with 404', async () => {
    const anna = await createTestUser(payload)
    const code = await resetCodeFor(anna)
    await payload.update({
      collection: 'users',
      id: anna.user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    for (const bad of [code, 'f'.repeat(40), 'nope']) {
      expect((await call('GET', `/api/user/reset/${bad}`)).status).toBe(404)
      expect((await call('POST', `/api/user/reset/${bad}`, { json: { password: 'jauna-parole-3' } })).status).toBe(404)
    }
    expect((await authenticate(anna.email, anna.password)).status).toBe(200)
  })

  it.each([
    [{}, 'password', 'account.password_error'],
    [{ password: '' }, 'password', 'account.password_error'],
    [{ password: 'short' }, 'password', 'account.password_length_error'],
    [{ password: 'jauna-parole-4', password_confirm: 'cita-parole-4' }, 'password_confirm', 'account.password_confirm_error'],
  ])('should refuse %j with its own message', async (json, field, key) => {
    const anna = await createTestUser(payload)
    const code = await resetCodeFor(anna)
    const { status, body } = await call('POST', `/api/user/reset/${code}`, { json })
    expect(status).toBe(400)
    expect(body).toEqual({ message: translate('lv', key), errors: { [field]: translate('lv', key) } })
    expect((await call('GET', `/api/user/reset/${code}`)).status).toBe(200)
  })

  it('should let another signed-in user’s code change only the code’s account, never the caller’s', async () => {
    const anna = await createTestUser(payload)
    const bob = await createTestUser(payload)
    const bobSession = await authenticate(bob.email, bob.password)
    const code = await resetCodeFor(anna)
    await call('POST', `/api/user/reset/${code}`, { json: { password: 'annas-new-pass' }, cookie: bobSession.cookie })
    expect((await authenticate(bob.email, bob.password)).status).toBe(200)
    expect((await authenticate(anna.email, 'annas-new-pass')).status).toBe(200)
    expect(
      (await call('POST', `/api/user/reset/${code}`, { json: { password: 'bob-takes-over' }, cookie: bobSession.cookie })).status,
    ).toBe(404)
  })
})

describe('Payload’s own forgot-password mail', () => {
  it('should use our template with a link to the site’s reset page', async () => {
    const anna = await createTestUser(payload)
    expect((await call('POST', '/api/users/forgot-password', { json: { email: anna.email } })).status).toBe(200)
    const [mail] = await inbox.waitFor(anna.email)
    expect(mail.subject).toBe(translate('lv', 'email.reset.subject'))
    const user = await payload.findByID({ collection: 'users', id: anna.user.id, showHiddenFields: true })
    expect(mail.html).toContain(`href="${siteUrl()}/forgot-password/${user.resetPasswordToken}"`)
  })

  it('should refuse an empty address in Payload’s own shape, which the admin panel reads', async () => {
    const { status, body } = await call('POST', '/api/users/forgot-password?locale=en', { json: { email: '' } })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      {
        message: translate('en', 'account.email_empty_error'),
        data: { errors: [{ path: 'email', message: translate('en', 'account.email_empty_error') }] },
      },
    ])
  })
})
