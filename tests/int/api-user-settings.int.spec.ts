import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'

import { authenticate, call, uniqueEmail } from '../helpers/accounts'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser, type TestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

/** A user with a session cookie from /api/authenticate. */
async function signedIn(extra: Parameters<typeof createTestUser>[2] = {}): Promise<TestUser & { cookie: string }> {
  const person = await createTestUser(payload, ['user'], { first_name: 'Anna', last_name: 'Liepa', phone: '+371 21111111', ...extra })
  return { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
}

const form = (person: TestUser, extra: Record<string, unknown> = {}) => ({
  first_name: 'Anna',
  last_name: 'Liepa',
  phone: '+371 21111111',
  email: person.email,
  ...extra,
})

describe('GET /api/user/settings', () => {
  it('should give the signed-in user’s own profile form', async () => {
    const anna = await signedIn()
    const { status, body } = await call('GET', '/api/user/settings', { cookie: anna.cookie })
    expect(status).toBe(200)
    expect(body).toEqual({ form: { first_name: 'Anna', last_name: 'Liepa', phone: '+371 21111111', email: anna.email, locale: 'lv' } })
  })

  it('should answer 401 without a session', async () => {
    const { status, body } = await call('GET', '/api/user/settings')
    expect(status).toBe(401)
    expect(body.message).toBe(translate('lv', 'api.notLoggedIn'))
  })
})

describe('POST /api/user/settings', () => {
  it('should save the profile and answer with settings_success_message and the public user', async () => {
    const anna = await signedIn()
    const { status, body } = await call('POST', '/api/user/settings', {
      cookie: anna.cookie,
      json: form(anna, { first_name: ' Anete ', phone: '+371 29999999' }),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: translate('lv', 'account.settings_success_message') })
    expect(body.user).toMatchObject({ id: anna.user.id, first_name: 'Anete', phone: '+371 29999999', email: anna.email })
    expect((await payload.findByID({ collection: 'users', id: anna.user.id })).first_name).toBe('Anete')
    await inbox.drain(payload)
    expect(inbox.to(anna.email)).toEqual([])
  })

  it('should keep the language chosen for mail, Russian included, and write the next mail in it', async () => {
    const anna = await signedIn()
    const { status, body } = await call('POST', '/api/user/settings', { cookie: anna.cookie, json: form(anna, { locale: 'ru' }) })
    expect(status).toBe(200)
    expect(body.user.locale).toBe('ru')
    expect((await call('GET', '/api/user/settings', { cookie: anna.cookie })).body.form.locale).toBe('ru')

    const moved = uniqueEmail('anna-ru')
    await call('POST', '/api/user/settings', { cookie: anna.cookie, json: form(anna, { email: moved, password: anna.password }) })
    const [mail] = await inbox.waitFor(moved)
    expect(mail.subject).toBe(translate('ru', 'email.confirmEmailChange.subject'))
    expect(mail.text).toContain('Здравствуйте, Anna!')

    const kept = await call('POST', '/api/user/settings', { cookie: anna.cookie, json: form(anna) })
    expect(kept.body.user.locale).toBe('ru')
  })

  it('should refuse a language the site does not speak, saving nothing', async () => {
    const anna = await signedIn()
    const { status, body } = await call('POST', '/api/user/settings?locale=ru', { cookie: anna.cookie, json: form(anna, { locale: 'de' }) })
    expect(status).toBe(400)
    expect(body.message).toBe(translate('ru', 'account.settings_error_message'))
    expect(body.errors).toEqual({ locale: translate('ru', 'account.locale_invalid') })
    expect((await payload.findByID({ collection: 'users', id: anna.user.id })).locale).toBe('lv')
  })

  it.each([
    ['first_name', 'account.first_name_empty'],
    ['last_name', 'account.last_name_empty'],
    ['phone', 'account.phone_empty'],
    ['email', 'account.email_empty_error'],
  ])('should refuse an empty %s with settings_error_message and the field’s message', async (field, key) => {
    const anna = await signedIn()
    for (const value of ['', undefined]) {
      const json: Record<string, unknown> = form(anna, { [field]: value })
      if (value === undefined) delete json[field]
      const { status, body } = await call('POST', '/api/user/settings', { cookie: anna.cookie, json })
      expect(status).toBe(400)
      expect(body).toEqual({ message: translate('lv', 'account.settings_error_message'), errors: { [field]: translate('lv', key) } })
    }
  })

  it('should refuse an invalid e-mail and one another account uses, saving nothing', async () => {
    const anna = await signedIn()
    const bob = await createTestUser(payload)
    const invalid = await call('POST', '/api/user/settings', { cookie: anna.cookie, json: form(anna, { email: 'nav-epasts' }) })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ email: translate('lv', 'validation.email') })
    const taken = await call('POST', '/api/user/settings?locale=en', {
      cookie: anna.cookie,
      json: form(anna, { email: bob.email.toUpperCase(), first_name: 'Changed' }),
    })
    expect(taken.status).toBe(400)
    expect(taken.body).toEqual({
      message: translate('en', 'account.settings_error_message'),
      errors: { email: translate('en', 'account.email_taken') },
    })
    expect((await payload.findByID({ collection: 'users', id: anna.user.id })).first_name).toBe('Anna')
  })

  it('should change the e-mail only after the current password and the link mailed to the new address, telling the old one, keeping the session', async () => {
    const anna = await signedIn()
    const next = uniqueEmail('anna-new')
    const { status, body } = await call('POST', '/api/user/settings', {
      cookie: anna.cookie,
      json: form(anna, { email: next, password: anna.password }),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ message: translate('lv', 'account.email_change_sent', { email: next }), pending_email: next })
    expect(body.user.email).toBe(anna.email)
    const [requested] = await inbox.waitFor(anna.email)
    expect(requested.subject).toBe(translate('lv', 'email.emailChangeRequested.subject'))
    expect(requested.text).toContain(next)
    const [link] = await inbox.waitFor(next)
    expect(link.subject).toBe(translate('lv', 'email.confirmEmailChange.subject'))
    const code = codeFrom(link, '/confirm-email/')

    expect((await call('GET', `/api/user/confirm/${code}`)).status).toBe(200)
    expect((await call('GET', '/api/user/settings', { cookie: anna.cookie })).body.form.email).toBe(next)
    const [, changed] = await inbox.waitFor(anna.email, { count: 2 })
    expect(changed.subject).toBe(translate('lv', 'email.emailChanged.subject'))
    expect((await authenticate(next, anna.password)).status).toBe(200)
    expect((await call('GET', `/api/user/confirm/${code}`)).status).toBe(404)
  })

  it('should only ever change the caller’s own profile: no id, roles or other fields are accepted', async () => {
    const anna = await signedIn()
    const bob = await signedIn()
    for (const extra of [{ id: anna.user.id }, { roles: ['admin'] }, { blocked: false }]) {
      const { status } = await call('POST', '/api/user/settings', { cookie: bob.cookie, json: form(bob, extra) })
      expect(status).toBe(400)
    }
    expect((await call('POST', '/api/user/settings', { cookie: bob.cookie, json: form(bob, { first_name: 'Bobs' }) })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: anna.user.id })).first_name).toBe('Anna')
    expect((await payload.findByID({ collection: 'users', id: bob.user.id })).roles).toEqual(['user'])
    // Payload's own route for Anna's account refuses Bob too.
    expect((await call('PATCH', `/api/users/${anna.user.id}`, { cookie: bob.cookie, json: { first_name: 'Hacked' } })).status).toBe(403)
  })

  it('should answer 401 without a session', async () => {
    expect(
      (await call('POST', '/api/user/settings', { json: { first_name: 'A', last_name: 'B', phone: '1', email: uniqueEmail() } })).status,
    ).toBe(401)
  })
})
