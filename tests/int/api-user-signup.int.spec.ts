import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { siteUrl } from '@/lib/runtime/site-url'

import { authenticate, call, signupForm, uniqueEmail } from '../helpers/accounts'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()
const owner = await createTestUser(payload)

const userByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true })).docs[0]

const createInvite = (data: { email: string; kind: 'site' | 'team'; team?: number; status?: 'pending' | 'accepted' | 'cancelled' }) =>
  payload.create({
    collection: 'invites',
    data: { status: 'pending', invitedBy: owner.user.id, code: crypto.randomBytes(24).toString('base64url'), ...data },
  })

describe('POST /api/user/signup', () => {
  it('should create an unconfirmed user, answer "check your e-mail" without a user or cookie, and mail a working confirmation link', async () => {
    const form = signupForm()
    const answer = await call('POST', '/api/user/signup', { json: form })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ success: true, message: translate('lv', 'account.signup_success') })
    expect(answer.setCookie).toBe('')

    const user = await userByEmail(form.email)
    expect(user).toMatchObject({
      first_name: 'Anna',
      last_name: 'Bērziņa',
      phone: '+371 20000000',
      roles: ['user'],
      locale: 'lv',
      _verified: false,
    })
    expect((await authenticate(form.email, form.password)).status).toBe(403)

    const [mail] = await inbox.waitFor(form.email)
    expect(mail.subject).toBe(translate('lv', 'email.confirm.subject'))
    expect(mail.text).toContain('Sveiki, Anna!')
    expect(mail.links).toContain(`${siteUrl()}/confirm-email/${user._verificationToken}`)
    expect(mail.html).toContain(`href="${siteUrl()}/confirm-email/${user._verificationToken}"`)

    const code = codeFrom(mail, '/confirm-email/')
    const confirmed = await call('GET', `/api/user/confirm/${code}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ success: true, message: translate('lv', 'account.confirm_email_success_message') })
    expect((await authenticate(form.email, form.password)).status).toBe(200)

    const again = await call('GET', `/api/user/confirm/${code}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: translate('lv', 'account.confirm_email_error_message') })
  })

  it('should sign up in English from an English request: English account language, mail and /en link', async () => {
    const form = signupForm({ email: uniqueEmail('john'), first_name: 'John' })
    const answer = await call('POST', '/api/user/signup?locale=en', { json: form })
    expect(answer.body.message).toBe(translate('en', 'account.signup_success'))
    expect((await userByEmail(form.email)).locale).toBe('en')
    const [mail] = await inbox.waitFor(form.email)
    expect(mail.subject).toBe(translate('en', 'email.confirm.subject'))
    expect(mail.text).toContain('Hello, John!')
    expect(mail.links.some((link) => link.startsWith(`${siteUrl()}/en/confirm-email/`))).toBe(true)
  })

  it('should sign up in Russian from a Russian page: Russian account language, mail and /ru link', async () => {
    const form = signupForm({ email: uniqueEmail('olga'), first_name: 'Ольга' })
    const answer = await call('POST', '/api/user/signup?locale=ru', { json: form })
    expect(answer.body.message).toBe(translate('ru', 'account.signup_success'))
    expect((await userByEmail(form.email)).locale).toBe('ru')
    const [mail] = await inbox.waitFor(form.email)
    expect(mail.subject).toBe(translate('ru', 'email.confirm.subject'))
    expect(mail.text).toContain('Здравствуйте, Ольга!')
    expect(mail.links.some((link) => link.startsWith(`${siteUrl()}/ru/confirm-email/`))).toBe(true)
  })

  it.each([
    ['first_name', 'account.first_name_empty'],
    ['last_name', 'account.last_name_empty'],
    ['phone', 'account.phone_empty'],
    ['email', 'account.email_empty_error'],
    ['password', 'account.password_empty'],
    ['password_confirm', 'account.password_confirm_empty'],
  ])('should answer a missing or empty %s with its own message', async (field, key) => {
    for (const value of [undefined, '', '   ']) {
      if (value === '   ' && field.startsWith('password')) continue
      const form: Record<string, unknown> = signupForm()
      if (value === undefined) delete form[field]
      else form[field] = value
      // A password left empty is also not repeated: the repeat is empty too, to keep one error.
      if (field === 'password') form.password_confirm = value === undefined ? 'x' : value
      const { status, body } = await call('POST', '/api/user/signup', { json: form })
      expect(status).toBe(400)
      expect(body.errors[field]).toBe(translate('lv', key))
    }
  })

  it('should show all field errors of an empty form at once', async () => {
    const { status, body } = await call('POST', '/api/user/signup', { json: {} })
    expect(status).toBe(400)
    expect(body.message).toBe(translate('lv', 'api.invalidInput'))
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'password_confirm', 'phone'])
  })

  it('should refuse a repeat that differs from the password (password_confirm_error)', async () => {
    const { status, body } = await call('POST', '/api/user/signup', {
      json: signupForm({ password: 'Parole-12345', password_confirm: 'Parole-12346' }),
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: translate('lv', 'account.password_confirm_error'),
      errors: { password_confirm: translate('lv', 'account.password_confirm_error') },
    })
  })

  it('should refuse a password shorter than 8 characters, an invalid e-mail and unknown fields', async () => {
    const short = await call('POST', '/api/user/signup', { json: signupForm({ password: 'short', password_confirm: 'short' }) })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual({ password: translate('lv', 'account.password_length_error') })
    const invalid = await call('POST', '/api/user/signup', { json: signupForm({ email: 'not-an-email' }) })
    expect(invalid.body.errors).toEqual({ email: translate('lv', 'validation.email') })
    const roles = await call('POST', '/api/user/signup', { json: signupForm({ roles: ['admin'] }) })
    expect(roles.status).toBe(400)
    expect(roles.body.errors).toHaveProperty('roles')
  })

  it('should answer a registered e-mail exactly as a new one, create nothing and tell its owner with login and reset links', async () => {
    const fresh = await call('POST', '/api/user/signup', { json: signupForm() })
    const taken = await call('POST', '/api/user/signup', { json: signupForm({ email: owner.email.toUpperCase() }) })
    expect(taken.status).toBe(fresh.status)
    expect(taken.body).toEqual(fresh.body)
    expect(taken.setCookie).toBe('')
    expect((await payload.count({ collection: 'users', where: { email: { equals: owner.email } } })).totalDocs).toBe(1)
    expect((await authenticate(owner.email, owner.password)).status).toBe(200)

    const [mail] = await inbox.waitFor(owner.email)
    expect(mail.subject).toBe(translate('lv', 'email.signupExisting.subject'))
    expect(mail.links).toEqual(expect.arrayContaining([`${siteUrl()}/login`, `${siteUrl()}/forgot-password`]))
    expect(mail.links.some((link) => link.includes('/confirm-email/'))).toBe(false)
  })
})

describe('POST /api/user/signup/:code', () => {
  it('should answer an unknown, used or cancelled code with 404 and a clear message, creating nothing', async () => {
    const used = await createInvite({ email: uniqueEmail(), kind: 'site', status: 'accepted' })
    const cancelled = await createInvite({ email: uniqueEmail(), kind: 'site', status: 'cancelled' })
    for (const code of ['no-such-code', used.code, cancelled.code]) {
      const form = signupForm()
      const { status, body } = await call('POST', `/api/user/signup/${code}`, { json: form })
      expect(status).toBe(404)
      expect(body).toEqual({ message: translate('lv', 'account.invite_not_found') })
      expect(await userByEmail(form.email)).toBeUndefined()
    }
  })

  it('should sign the invited address up confirmed, logged in and in the inviter’s team, and use up the invitation', async () => {
    const email = uniqueEmail('invited')
    const invite = await createInvite({ email, kind: 'team', team: owner.user.id })
    const form = signupForm({ email: email.toUpperCase() })
    const answer = await call('POST', `/api/user/signup/${invite.code}`, { json: form })
    expect(answer.status).toBe(201)
    expect(answer.body.success).toBe(true)
    expect(answer.body.user).toMatchObject({ email, first_name: 'Anna', roles: ['user'], locale: 'lv' })
    expect(answer.body.user).not.toHaveProperty('token')
    expect(answer.setCookie).toMatch(/HttpOnly/i)

    const user = await userByEmail(email)
    expect(user._verified).toBe(true)
    expect(user.team).toMatchObject({ id: owner.user.id })
    expect(await payload.findByID({ collection: 'invites', id: invite.id, depth: 0 })).toMatchObject({
      status: 'accepted',
      acceptedBy: user.id,
    })

    const settings = await call('GET', '/api/user/settings', { cookie: answer.cookie })
    expect(settings.body.form.email).toBe(email)
    expect((await call('POST', `/api/user/signup/${invite.code}`, { json: signupForm() })).status).toBe(404)
  })

  it('should sign up another address with a site invitation unconfirmed, in no team, and mail the confirmation', async () => {
    const invite = await createInvite({ email: uniqueEmail('invited'), kind: 'site' })
    const form = signupForm()
    const answer = await call('POST', `/api/user/signup/${invite.code}`, { json: form })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ success: true, message: translate('lv', 'account.signup_success') })
    expect(answer.setCookie).toBe('')
    const user = await userByEmail(form.email)
    expect(user._verified).toBe(false)
    expect(user.team ?? null).toBeNull()
    expect(await payload.findByID({ collection: 'invites', id: invite.id, depth: 0 })).toMatchObject({
      status: 'accepted',
      acceptedBy: user.id,
    })
    await inbox.waitFor(form.email)
  })
})

describe('GET /api/user/confirm/:code', () => {
  it('should answer an unknown code with 404 and confirm_email_error_message', async () => {
    const { status, body } = await call('GET', '/api/user/confirm/0123456789abcdef?locale=en')
    expect(status).toBe(404)
    expect(body).toEqual({ message: translate('en', 'account.confirm_email_error_message') })
  })

  it('should confirm only the account the code was mailed for, even when another signed-in user sends it', async () => {
    const anna = signupForm()
    const dace = signupForm()
    await call('POST', '/api/user/signup', { json: anna })
    await call('POST', '/api/user/signup', { json: dace })
    const code = codeFrom((await inbox.waitFor(anna.email))[0], '/confirm-email/')
    const bob = await authenticate(owner.email, owner.password)

    expect((await call('GET', `/api/user/confirm/${code}`, { cookie: bob.cookie })).status).toBe(200)
    expect((await userByEmail(anna.email))._verified).toBe(true)
    expect((await userByEmail(dace.email))._verified).toBe(false)
    expect((await call('GET', `/api/user/confirm/${code}`, { cookie: bob.cookie })).status).toBe(404)
  })
})

describe('Payload’s own verification mail', () => {
  it('should use our template and link to the site’s confirmation page in the user’s language', async () => {
    const email = uniqueEmail('staff-made')
    await payload.create({
      collection: 'users',
      data: { email, password: 'Parole-12345', first_name: 'Ilze', last_name: 'Kalna', roles: ['user'], locale: 'en' },
    })
    const user = await userByEmail(email)
    const [mail] = await inbox.waitFor(email)
    expect(mail.subject).toBe(translate('en', 'email.confirm.subject'))
    expect(mail.html).toContain(`href="${siteUrl()}/en/confirm-email/${user._verificationToken}"`)
    expect(mail.html).toContain('Hello, Ilze!')
  })
})
