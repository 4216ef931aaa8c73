import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { siteUrl } from '@/lib/runtime/site-url'
import type { Invite } from '@/payload-types'

import { withOwnPlan } from '../helpers/fixtures'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type Member = { id: number; email: string; created_at: string; is_deleted: boolean }
type SentInvite = { id: number; email: string; created_at: string }
type Team = { sent_invites: SentInvite[]; members: Member[] }
type Failure = { success?: false; error?: string; message: string }

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const address = (name = 'kolegis') => `${name}-${crypto.randomBytes(4).toString('hex')}@test.bizness.lv`

/** A user on `owner`'s team, as the sign-up with an invitation will make one. */
async function memberOf(owner: TestUser): Promise<TestUser> {
  const member = await createTestUser(payload)
  await payload.update({ collection: 'users', id: member.user.id, data: { team: owner.user.id } })
  return member
}

/** Gives `owner` a paid plan with room for more than the free plan's three seats. */
const subscribe = (owner: TestUser) =>
  payload.update({
    collection: 'users',
    id: owner.user.id,
    data: { subscription: { plan_name: 'pro', status: 'active', payment_schedule: 'monthly' } },
  })

const readTeam = (person: TestUser, query = '') => apiJson<Team>('GET', `/api/user/team${query}`, { token: person.token })

const invite = (owner: TestUser, json: unknown, query = '') =>
  apiJson<Failure & { success: boolean; invite: SentInvite }>('POST', `/api/user/team/invite${query}`, { token: owner.token, json })

const cancel = (owner: TestUser, id: number | string) =>
  apiJson<Failure & { success: boolean }>('POST', `/api/user/team/invite/${id}/cancel`, { token: owner.token })

const disable = (owner: TestUser, id: number | string, query = '') =>
  apiJson<Failure & { success: boolean }>('POST', `/api/user/team/member/${id}/disable${query}`, { token: owner.token })

const storedInvite = async (id: number): Promise<Invite> => payload.findByID({ collection: 'invites', id, depth: 0 })

describe('team calls: who may call them', () => {
  it('should answer 401 without a session for every team call', async () => {
    const calls: [Parameters<typeof api>[0], `/api/${string}`][] = [
      ['GET', '/api/user/team'],
      ['POST', '/api/user/team/invite'],
      ['POST', '/api/user/team/invite/1/cancel'],
      ['POST', '/api/user/team/member/1/disable'],
    ]
    for (const [method, url] of calls) {
      const response = await apiJson<Failure>(method, url, method === 'POST' ? { json: { email: address() } } : {})
      expect(response.status, url).toBe(401)
      expect(response.body.message).toBe(translate('lv', 'api.notLoggedIn'))
    }
  })

  it('should answer 403 to a member (not the owner) for every team action, and change nothing', async () => {
    const owner = await createTestUser(payload)
    await subscribe(owner)
    const member = await memberOf(owner)
    const other = await memberOf(owner)
    const sent = (await invite(owner, { email: address() })).body.invite

    const attempts = [await invite(member, { email: address() }), await cancel(member, sent.id), await disable(member, other.user.id)]
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403)
      expect(attempt.body.message).toBe(translate('lv', 'team.ownerOnly'))
    }
    expect((await storedInvite(sent.id)).status).toBe('pending')
    expect((await payload.findByID({ collection: 'users', id: other.user.id })).is_deleted).toBe(false)
    const { totalDocs } = await payload.count({ collection: 'invites', where: { invitedBy: { equals: member.user.id } } })
    expect(totalDocs).toBe(0)
  })
})

describe('GET /api/user/team', () => {
  it('should list pending invites and the members, the owner first and then by joining date', async () => {
    const owner = await createTestUser(payload)
    await subscribe(owner)
    const first = await memberOf(owner)
    const second = await memberOf(owner)
    await payload.update({ collection: 'users', id: second.user.id, data: { is_deleted: true } })
    const pending = (await invite(owner, { email: address() })).body.invite
    const withdrawn = (await invite(owner, { email: address() })).body.invite
    await cancel(owner, withdrawn.id)
    const stranger = await createTestUser(payload)

    const { status, body } = await readTeam(owner)
    expect(status).toBe(200)
    const createdAt = async (id: number) => (await payload.findByID({ collection: 'users', id })).createdAt
    expect(body).toEqual({
      sent_invites: [{ id: pending.id, email: pending.email, created_at: pending.created_at }],
      members: [
        { id: owner.user.id, email: owner.email, created_at: await createdAt(owner.user.id), is_deleted: false },
        { id: first.user.id, email: first.email, created_at: await createdAt(first.user.id), is_deleted: false },
        { id: second.user.id, email: second.email, created_at: await createdAt(second.user.id), is_deleted: true },
      ],
    })
    expect(body.members.map((m) => m.id)).not.toContain(stranger.user.id)
  })

  it('should show a member their team’s lists too, and a user without a team only themself', async () => {
    const owner = await createTestUser(payload)
    const member = await memberOf(owner)
    await invite(owner, { email: address() })
    const asOwner = await readTeam(owner)
    const asMember = await readTeam(member)
    expect(asMember.status).toBe(200)
    expect(asMember.body).toEqual(asOwner.body)

    const loner = await createTestUser(payload)
    const alone = await readTeam(loner)
    expect(alone.body).toEqual({
      sent_invites: [],
      members: [expect.objectContaining({ id: loner.user.id, email: loner.email, is_deleted: false })],
    })
  })
})

describe('POST /api/user/team/invite', () => {
  it('should store a pending team invitation and answer {success, invite}', async () => {
    const owner = await createTestUser(payload)
    const email = address('Jauns.Kolegis')
    const { status, body } = await invite(owner, { email: `  ${email.toUpperCase()} ` })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, invite: { id: expect.any(Number), email: email.toLowerCase(), created_at: expect.any(String) } })
    const stored = await storedInvite(body.invite.id)
    expect(stored).toMatchObject({
      kind: 'team',
      team: owner.user.id,
      invitedBy: owner.user.id,
      status: 'pending',
      email: email.toLowerCase(),
    })
    expect(stored.createdAt).toBe(body.invite.created_at)
    // 24 random bytes: unguessable, and unique by the collection's index.
    expect(stored.code).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('should mail the invitee a working sign-up link with the code, in the language of the request', async () => {
    const owner = await createTestUser(payload)
    const lvEmail = address('lv')
    const lvInvite = (await invite(owner, { email: lvEmail })).body.invite
    const [lvMail] = await mailTo(lvEmail)
    expect(lvMail, 'the team-invite e-mail was queued and delivered to the outbox').toBeDefined()
    const lvCode = (await storedInvite(lvInvite.id)).code
    expect(lvMail.text.split('\n')).toContain(`${siteUrl()}/signup?code=${lvCode}`)
    expect(lvMail.html).toContain(`href="${siteUrl()}/signup?code=${lvCode}"`)
    expect(lvMail.subject).toBe(translate('lv', 'email.teamInvite.subject', { name: `${owner.user.first_name} ${owner.user.last_name}` }))
    expect(lvMail.text).toContain(owner.email)
    expect(lvMail.text).toContain(translate('lv', 'email.teamInvite.action'))
    expect(`${lvMail.text}\n${lvMail.html}`).not.toContain(translate('lv', 'email.teamInvite.actionRegistered'))

    const enEmail = address('en')
    const enInvite = (await invite(owner, { email: enEmail }, '?locale=en')).body.invite
    const [enMail] = await mailTo(enEmail)
    const enCode = (await storedInvite(enInvite.id)).code
    expect(enMail.text.split('\n')).toContain(`${siteUrl()}/en/signup?code=${enCode}`)
    expect(enMail.subject).toBe(translate('en', 'email.teamInvite.subject', { name: `${owner.user.first_name} ${owner.user.last_name}` }))
    expect(enCode).not.toBe(lvCode)
  })

  it('should let the invitee join the team by signing up with the mailed link, once', async () => {
    const owner = await createTestUser(payload)
    const email = address('jaunpienacejs')
    const sent = (await invite(owner, { email })).body.invite
    const [mail] = await mailTo(email)
    const link = new URL(mail.text.split('\n').find((line) => line.includes('/signup?code='))!)
    const signup = (code: string) =>
      api('POST', `/api/user/signup/${encodeURIComponent(code)}`, {
        json: {
          first_name: 'Jānis',
          last_name: 'Bērziņš',
          phone: '+371 20000000',
          email,
          password: 'ilga-parole-123',
          password_confirm: 'ilga-parole-123',
        },
      })
    expect((await signup(link.searchParams.get('code')!)).status).toBe(201)

    const { body } = await readTeam(owner)
    expect(body.sent_invites).toEqual([])
    expect(body.members.map((m) => m.email)).toEqual([owner.email, email])
    expect((await storedInvite(sent.id)).status).toBe('accepted')
    expect((await signup(link.searchParams.get('code')!)).status).toBe(404)
  })

  it('should answer an empty or missing e-mail with 400 need_email and its own message', async () => {
    const owner = await createTestUser(payload)
    for (const json of [{ email: '' }, { email: '   ' }, {}]) {
      const { status, body } = await invite(owner, json)
      expect(status).toBe(400)
      expect(body).toMatchObject({ success: false, error: 'need_email', message: translate('lv', 'team.needEmail') })
    }
    const en = await invite(owner, { email: '' }, '?locale=en')
    expect(en.body.message).toBe('An email must be provided')
  })

  it('should answer an invalid e-mail or an unknown field with 400 and store nothing', async () => {
    const owner = await createTestUser(payload)
    for (const email of ['nav-epasts', 'a@', '@b.lv', `${'x'.repeat(250)}@test.lv`]) {
      const { status, body } = await invite(owner, { email })
      expect(status, email).toBe(400)
      expect(body).toMatchObject({ success: false, error: 'invalid_email', message: translate('lv', 'team.invalidEmail') })
    }
    expect((await invite(owner, { email: address(), role: 'admin' })).status).toBe(400)
    expect((await invite(owner, { email: 42 })).status).toBe(400)
    const { totalDocs } = await payload.count({ collection: 'invites', where: { invitedBy: { equals: owner.user.id } } })
    expect(totalDocs).toBe(0)
  })

  it('should answer 409 already_invited for a pending invitation or someone already on the team', async () => {
    const owner = await createTestUser(payload)
    const member = await memberOf(owner)
    const email = address()
    expect((await invite(owner, { email })).status).toBe(200)
    for (const again of [email, email.toUpperCase(), member.email, owner.email]) {
      const { status, body } = await invite(owner, { email: again })
      expect(status, again).toBe(409)
      expect(body).toEqual({ success: false, error: 'already_invited', message: translate('lv', 'team.alreadyInvited') })
    }
    expect((await invite(owner, { email }, '?locale=en')).body.message).toBe('User already invited')
  })

  it('should let an address be invited again once its invitation was cancelled', async () => {
    const owner = await createTestUser(payload)
    const email = address()
    const first = (await invite(owner, { email })).body.invite
    await cancel(owner, first.id)
    expect((await invite(owner, { email })).status).toBe(200)
  })

  it('should invite an address with an account elsewhere like any other, its e-mail saying joining takes another address', async () => {
    const owner = await createTestUser(payload)
    const someone = await createTestUser(payload)
    const { status, body } = await invite(owner, { email: someone.email })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, invite: { id: expect.any(Number), email: someone.email, created_at: expect.any(String) } })
    const [mail] = await mailTo(someone.email)
    expect(mail.text).toContain(translate('lv', 'email.teamInvite.actionRegistered'))
    expect(mail.text.split('\n')).toContain(`${siteUrl()}/signup?code=${(await storedInvite(body.invite.id)).code}`)
  })

  it('should write to an address with an account in the language that account chose, not the inviter’s', async () => {
    const owner = await createTestUser(payload)
    const someone = await createTestUser(payload, ['user'], { locale: 'ru' })
    const { body } = await invite(owner, { email: someone.email }, '?locale=en')
    const [mail] = await mailTo(someone.email)
    expect(mail.subject).toBe(
      translate('ru', 'email.teamInvite.subject', { name: `${owner.user.first_name} ${owner.user.last_name}`.trim() }),
    )
    expect(mail.text).toContain(translate('ru', 'email.teamInvite.actionRegistered'))
    expect(mail.text.split('\n')).toContain(`${siteUrl()}/ru/signup?code=${(await storedInvite(body.invite.id)).code}`)
  })

  it('should answer 403 hit_limit when the plan’s seats (members and pending invites) are taken', async () => {
    // The free plan: 3 seats, the owner included.
    const owner = await createTestUser(payload)
    const member = await memberOf(owner)
    expect((await invite(owner, { email: address() })).status).toBe(200)
    const full = await invite(owner, { email: address() })
    expect(full.status).toBe(403)
    expect(full.body).toEqual({ success: false, error: 'hit_limit', message: translate('lv', 'team.hitLimit') })
    expect((await invite(owner, { email: address() }, '?locale=en')).body.message).toBe('No more invites available')

    // A disabled member frees their seat.
    expect((await disable(owner, member.user.id)).status).toBe(200)
    expect((await invite(owner, { email: address() })).status).toBe(200)
    expect((await invite(owner, { email: address() })).status).toBe(403)

    // A subscribed plan has more seats.
    await subscribe(owner)
    expect((await invite(owner, { email: address() })).status).toBe(200)
  })

  it('should take the seats from the plan as the database holds it now', async () => {
    const limits = { teamSeats: 3, activeListings: 5, featuredListings: 0 }
    await withOwnPlan(payload, 'seats', { title: 'Vietas', prices: { monthly: 5, yearly: 50 }, limits }, async (plan) => {
      const owner = await createTestUser(payload)
      await payload.update({
        collection: 'users',
        id: owner.user.id,
        data: { subscription: { plan_name: plan.name, status: 'active', payment_schedule: 'monthly' } },
      })
      expect((await invite(owner, { email: address() })).status).toBe(200)

      // The operator lowers the plan's seats: the owner and one invitation fill two.
      await payload.update({ collection: 'plans', id: plan.id, data: { limits: { teamSeats: 2 } } })
      const full = await invite(owner, { email: address() })
      expect(full.status).toBe(403)
      expect(full.body).toMatchObject({ error: 'hit_limit', message: translate('lv', 'team.hitLimit') })

      await payload.update({ collection: 'plans', id: plan.id, data: { limits: { teamSeats: 4 } } })
      expect((await invite(owner, { email: address() })).status).toBe(200)
      expect((await invite(owner, { email: address() })).status).toBe(200)
      expect((await invite(owner, { email: address() })).status).toBe(403)
    })
  })

  it('should not let two simultaneous invitations of one address both succeed', async () => {
    const owner = await createTestUser(payload)
    const email = address()
    const results = await Promise.all([invite(owner, { email }), invite(owner, { email }), invite(owner, { email })])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const { totalDocs } = await payload.count({ collection: 'invites', where: { email: { equals: email } } })
    expect(totalDocs).toBe(1)
  })

  it('should answer 429 once an owner sent too many invitations in a day', async () => {
    const owner = await createTestUser(payload)
    for (let i = 0; i < 20; i++) {
      await payload.create({
        collection: 'invites',
        data: {
          email: address(),
          kind: 'team',
          team: owner.user.id,
          invitedBy: owner.user.id,
          status: 'cancelled',
          code: crypto.randomBytes(24).toString('base64url'),
        },
      })
    }
    const { status, body } = await invite(owner, { email: address() })
    expect(status).toBe(429)
    expect(body).toMatchObject({ success: false, error: 'rate_limited', message: translate('lv', 'team.tooManyInvites') })
  })
})

describe('POST /api/user/team/invite/:id/cancel', () => {
  it('should cancel a pending invitation, which then leaves the list', async () => {
    const owner = await createTestUser(payload)
    const sent = (await invite(owner, { email: address() })).body.invite
    const { status, body } = await cancel(owner, sent.id)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect((await storedInvite(sent.id)).status).toBe('cancelled')
    expect((await readTeam(owner)).body.sent_invites).toEqual([])
    // Its code no longer signs anyone up.
    const code = (await storedInvite(sent.id)).code
    const signup = await api('POST', `/api/user/signup/${code}`, {
      json: {
        first_name: 'Anna',
        last_name: 'Ozola',
        phone: '+371 20000001',
        email: sent.email,
        password: 'ilga-parole-123',
        password_confirm: 'ilga-parole-123',
      },
    })
    expect(signup.status).toBe(404)
  })

  it('should answer 409 for an invitation already cancelled or accepted', async () => {
    const owner = await createTestUser(payload)
    const sent = (await invite(owner, { email: address() })).body.invite
    await cancel(owner, sent.id)
    const again = await cancel(owner, sent.id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(translate('lv', 'team.inviteNotPending'))

    const accepted = (await invite(owner, { email: address() })).body.invite
    await payload.update({ collection: 'invites', id: accepted.id, data: { status: 'accepted' } })
    expect((await cancel(owner, accepted.id)).status).toBe(409)
  })

  it('should answer 404 for another owner’s invitation, a site invitation or a missing one, and leave them alone', async () => {
    const owner = await createTestUser(payload)
    const otherOwner = await createTestUser(payload)
    const theirs = (await invite(otherOwner, { email: address() })).body.invite
    const siteInvite = await payload.create({
      collection: 'invites',
      data: {
        email: address(),
        kind: 'site',
        invitedBy: owner.user.id,
        status: 'pending',
        code: crypto.randomBytes(24).toString('base64url'),
      },
    })
    for (const id of [theirs.id, siteInvite.id, 2_000_000_000]) {
      const { status, body } = await cancel(owner, id)
      expect(status, String(id)).toBe(404)
      expect(body.message).toBe(translate('lv', 'team.inviteNotFound'))
    }
    expect((await storedInvite(theirs.id)).status).toBe('pending')
    expect((await storedInvite(siteInvite.id)).status).toBe('pending')
  })

  it('should answer 400 for an id that is not a positive whole number', async () => {
    const owner = await createTestUser(payload)
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expect((await cancel(owner, id)).status, id).toBe(400)
  })
})

describe('POST /api/user/team/member/:id/disable', () => {
  it('should disable a member: shown as disabled, and their token stops working at once', async () => {
    const owner = await createTestUser(payload)
    const member = await memberOf(owner)
    expect((await readTeam(member)).status).toBe(200)
    expect((await apiJson<{ user: { id: number } }>('GET', '/api/users/me', { token: member.token })).body.user.id).toBe(member.user.id)

    const { status, body } = await disable(owner, member.user.id)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect((await readTeam(owner)).body.members.find((m) => m.id === member.user.id)?.is_deleted).toBe(true)

    expect((await readTeam(member)).status).toBe(401)
    expect((await apiJson('GET', '/api/users/me', { token: member.token })).body).toMatchObject({ user: null })
    expect((await api('POST', '/api/users/refresh-token', { token: member.token })).status).toBe(403)
  })

  it('should answer 409 when the member is already disabled', async () => {
    const owner = await createTestUser(payload)
    const member = await memberOf(owner)
    await disable(owner, member.user.id)
    const again = await disable(owner, member.user.id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(translate('lv', 'team.alreadyDisabled'))
  })

  it('should answer 403 with a clear message when the owner tries to disable themself', async () => {
    const owner = await createTestUser(payload)
    const { status, body } = await disable(owner, owner.user.id)
    expect(status).toBe(403)
    expect(body.message).toBe(translate('lv', 'team.cannotDisableSelf'))
    expect((await disable(owner, owner.user.id, '?locale=en')).body.message).toBe('You cannot disable your own account.')
    expect((await readTeam(owner)).status).toBe(200)
  })

  it('should answer 404 for another team’s member, an account on no team or a missing one, and leave them alone', async () => {
    const owner = await createTestUser(payload)
    const otherOwner = await createTestUser(payload)
    const theirMember = await memberOf(otherOwner)
    const loner = await createTestUser(payload)
    for (const id of [theirMember.user.id, otherOwner.user.id, loner.user.id, 2_000_000_000]) {
      const { status, body } = await disable(owner, id)
      expect(status, String(id)).toBe(404)
      expect(body.message).toBe(translate('lv', 'team.memberNotFound'))
    }
    expect((await readTeam(theirMember)).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: theirMember.user.id })).is_deleted).toBe(false)
  })

  it('should answer 400 for an id that is not a positive whole number', async () => {
    const owner = await createTestUser(payload)
    for (const id of ['abc', '0', '-5', '99999999999']) expect((await disable(owner, id)).status, id).toBe(400)
  })
})
