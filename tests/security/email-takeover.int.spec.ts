import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { mailQueueIdle } from '@/email/mail-queue'
import { translate } from '@/i18n/translate'

import { authenticate, call, uniqueEmail } from '../helpers/accounts'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser, type TestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

/** A seller whose session cookie an attacker holds (stolen, or ridden through another hole). */
async function victim(): Promise<TestUser & { cookie: string }> {
  const person = await createTestUser(payload, ['user'], { first_name: 'Anna', last_name: 'Liepa', phone: '+371 21111111' })
  return { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
}

const profile = (person: TestUser, extra: Record<string, unknown>) => ({
  first_name: 'Anna',
  last_name: 'Liepa',
  phone: '+371 21111111',
  email: person.email,
  ...extra,
})

const storedEmail = async (id: number) => (await payload.findByID({ collection: 'users', id })).email

describe('e-mail takeover: moving an account to the attacker’s address', () => {
  it('should not change the e-mail through POST /api/user/settings without the current password', async () => {
    const anna = await victim()
    const attacker = uniqueEmail('attacker')
    const { status, body } = await call('POST', '/api/user/settings', { cookie: anna.cookie, json: profile(anna, { email: attacker }) })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ password: translate('lv', 'account.email_change_needs_password') })
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
    await mailQueueIdle()
    expect(inbox.to(attacker)).toEqual([])
  })

  it('should not change the e-mail with a wrong current password, and count the guess as a failed login', async () => {
    const anna = await victim()
    const attacker = uniqueEmail('attacker')
    const { status, body } = await call('POST', '/api/user/settings', {
      cookie: anna.cookie,
      json: profile(anna, { email: attacker, password: 'minejums-123' }),
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ password: translate('lv', 'account.current_password_wrong') })
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
    expect(
      (await payload.db.findOne<{ loginAttempts: number; id: number }>({ collection: 'users', where: { id: { equals: anna.user.id } } }))
        ?.loginAttempts,
    ).toBe(1)
  })

  it('should not change the e-mail with the password either until the new address confirms it, and tell the old address at once', async () => {
    const anna = await victim()
    const attacker = uniqueEmail('attacker')
    const { status } = await call('POST', '/api/user/settings', {
      cookie: anna.cookie,
      json: profile(anna, { email: attacker, password: anna.password }),
    })
    expect(status).toBe(200)
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
    const [notice] = await inbox.waitFor(anna.email)
    expect(notice.subject).toBe(translate('lv', 'email.emailChangeRequested.subject'))
    expect(notice.text).toContain(attacker)
    // A reset asked for now still goes to the owner's address, not the attacker's.
    expect((await authenticate(attacker, anna.password)).status).toBe(401)
    const [link] = await inbox.waitFor(attacker)
    expect(codeFrom(link, '/confirm-email/')).toMatch(/^[0-9a-f]{40}$/)
  })

  it('should refuse PATCH /api/users/{self} {email} with 403 and keep the address', async () => {
    const anna = await victim()
    const patch = await call('PATCH', `/api/users/${anna.user.id}`, { cookie: anna.cookie, json: { email: uniqueEmail('attacker') } })
    expect(patch.status).toBe(403)
    expect(patch.body.errors?.[0]?.message).toBe(translate('lv', 'errors.emailChangeNeedsConfirmation'))
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
    // Saving the same address (as the admin panel's form does) is no change and is fine.
    expect(
      (
        await call('PATCH', `/api/users/${anna.user.id}`, {
          cookie: anna.cookie,
          json: { email: anna.email.toUpperCase(), first_name: 'Annija' },
        })
      ).status,
    ).toBe(200)
  })

  it('should refuse a bulk PATCH /api/users?where[id][equals]={self} {email} and keep the address', async () => {
    const anna = await victim()
    const patch = await call('PATCH', `/api/users?where[id][equals]=${anna.user.id}`, {
      cookie: anna.cookie,
      json: { email: uniqueEmail('attacker') },
    })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
  })

  it('should tell the old address when an admin changes an account’s e-mail', async () => {
    const anna = await victim()
    const admin = await createTestUser(payload, ['admin'])
    const next = uniqueEmail('anna-new')
    expect((await call('PATCH', `/api/users/${anna.user.id}`, { token: admin.token, json: { email: next } })).status).toBe(200)
    const [notice] = await inbox.waitFor(anna.email)
    expect(notice.subject).toBe(translate('lv', 'email.emailChanged.subject'))
    expect(notice.text).toContain(next)
  })

  it('should not let an account write its own change-link code and so claim an address it cannot read', async () => {
    const mallory = await victim()
    const someoneElse = uniqueEmail('not-mallorys')
    await call('POST', '/api/user/settings', {
      cookie: mallory.cookie,
      json: profile(mallory, { email: someoneElse, password: mallory.password }),
    })
    await inbox.waitFor(someoneElse)
    const forged = 'a'.repeat(40)
    await call('PATCH', `/api/users/${mallory.user.id}`, {
      cookie: mallory.cookie,
      json: {
        emailChangeTokenHash: crypto.createHash('sha256').update(forged).digest('hex'),
        emailChangeExpiration: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    expect((await call('GET', `/api/user/confirm/${forged}`)).status).toBe(404)
    expect(await storedEmail(mallory.user.id)).toBe(mallory.email)
  })

  it('should not let a change link complete once another account took the address meanwhile', async () => {
    const anna = await victim()
    const next = uniqueEmail('contested')
    await call('POST', '/api/user/settings', { cookie: anna.cookie, json: profile(anna, { email: next, password: anna.password }) })
    const code = codeFrom((await inbox.waitFor(next))[0], '/confirm-email/')
    await payload.create({
      collection: 'users',
      data: { email: next, password: 'cits-konts-123', first_name: 'Cits', last_name: 'Konts', roles: ['user'] },
      disableVerificationEmail: true,
    })
    expect((await call('GET', `/api/user/confirm/${code}`)).status).toBe(409)
    expect(await storedEmail(anna.user.id)).toBe(anna.email)
  })
})
