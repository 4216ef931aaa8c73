import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { siteUrl } from '@/lib/runtime/site-url'
import { INVITES_PER_DAY } from '@/services/account/invite'

import { authenticate, call, signupForm, uniqueEmail } from '../helpers/accounts'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

async function signedIn() {
  const person = await createTestUser(payload, ['user'], { first_name: 'Jānis', last_name: 'Ozols' })
  return { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
}

const invitesTo = async (email: string) =>
  (await payload.find({ collection: 'invites', where: { email: { equals: email } }, overrideAccess: true })).docs

describe('POST /api/user/invite', () => {
  it('should store a pending site invitation and mail a sign-up link whose code signs the invitee up confirmed', async () => {
    const janis = await signedIn()
    const email = uniqueEmail('friend')
    const { status, body } = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: ` ${email.toUpperCase()} ` } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true })

    const [invite] = await invitesTo(email)
    expect(invite).toMatchObject({ kind: 'site', status: 'pending', invitedBy: expect.objectContaining({ id: janis.user.id }) })
    expect(invite.code.length).toBeGreaterThanOrEqual(32)

    const [mail] = await inbox.waitFor(email)
    expect(mail.subject).toBe(translate('lv', 'email.invite.subject', { inviter: 'Jānis Ozols' }))
    expect(mail.links).toContain(`${siteUrl()}/signup?code=${invite.code}`)

    const code = new URL(mail.links.find((link) => link.includes('/signup?code='))!).searchParams.get('code')!
    const signup = await call('POST', `/api/user/signup/${code}`, { json: signupForm({ email }) })
    expect(signup.status).toBe(201)
    expect(signup.body.user.email).toBe(email)
  })

  it('should answer an address that has an account the same, without an invitation or a mail', async () => {
    const janis = await signedIn()
    const member = await createTestUser(payload)
    const fresh = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: uniqueEmail('friend') } })
    const existing = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: member.email } })
    expect(existing.status).toBe(fresh.status)
    expect(existing.body).toEqual(fresh.body)
    expect(await invitesTo(member.email)).toEqual([])
    await inbox.drain(payload)
    expect(inbox.to(member.email)).toEqual([])
  })

  it('should answer an empty e-mail with "An email must be provided" (in Latvian too) and an invalid one with 400', async () => {
    const janis = await signedIn()
    const en = await call('POST', '/api/user/invite?locale=en', { cookie: janis.cookie, json: { email: '' } })
    expect(en.status).toBe(400)
    expect(en.body).toEqual({ message: 'An email must be provided', errors: { email: 'An email must be provided' } })
    const lv = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: {} })
    expect(lv.body.message).toBe(translate('lv', 'app.user.invite.need_email'))
    const invalid = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: 'draugs@' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ email: translate('lv', 'validation.email') })
  })

  it(`should allow ${INVITES_PER_DAY} invitations a day and answer the next with 429`, async () => {
    const janis = await signedIn()
    for (let i = 0; i < INVITES_PER_DAY; i++) {
      expect((await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: uniqueEmail('many') } })).status).toBe(200)
    }
    const over = await call('POST', '/api/user/invite', { cookie: janis.cookie, json: { email: uniqueEmail('many') } })
    expect(over.status).toBe(429)
    expect(over.body.message).toBe(translate('lv', 'account.invite_limit'))
  })

  it('should answer 401 without a session', async () => {
    expect((await call('POST', '/api/user/invite', { json: { email: uniqueEmail() } })).status).toBe(401)
  })
})
