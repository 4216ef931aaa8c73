import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { totpCode } from '@/lib/second-factor/totp'
import type { AuditLog } from '@/payload-types'

import { call } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

const payload = await testPayload()

/**
 * A code the account has not used yet: createTestUser signed staff in with the code of this
 * step, and the next step's code is accepted too (a clock a little ahead).
 */
const freshCode = (secret: string) => totpCode(secret, Date.now(), 1)

/** The sessions Payload keeps for the account: a login that opens none leaves the number as it was. */
const sessionCount = async (id: number) => {
  const user = await payload.db.findOne<{ id: number; sessions?: unknown[] }>({ collection: 'users', where: { id: { equals: id } } })
  return user?.sessions?.length ?? 0
}

/** A staff account that has never logged in, so has no factor yet: its first login sets one up. */
async function newStaff(role: 'admin' | 'moderator' | 'editor') {
  const email = `${role}-${crypto.randomUUID()}@test.bizness.lv`
  const password = `pw-${crypto.randomUUID()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, first_name: 'Jauns', last_name: role, roles: [role], _verified: true },
    disableVerificationEmail: true,
  })
  return { user, email, password }
}

/** Both logins: ours (/api/authenticate) and the panel's (/api/users/login). */
const logins = [
  { name: '/api/authenticate', login: (json: Record<string, unknown>) => call('POST', '/api/authenticate', { json }) },
  { name: '/api/users/login', login: (json: Record<string, unknown>) => call('POST', '/api/users/login', { json }) },
]

describe('staff log in with a second factor', () => {
  for (const role of ['admin', 'moderator', 'editor'] as const) {
    for (const { name, login } of logins) {
      it(`should open no session for a ${role} with the password alone at ${name}, and say a code is needed`, async () => {
        const staff = await createTestUser(payload, [role])
        const before = await sessionCount(staff.user.id)

        const refused = await login({ email: staff.email, password: staff.password })
        expect(refused.status).toBe(401)
        expect(refused.body.secondFactor).toBe('code')
        expect(refused.setCookie).not.toMatch(/payload-token=[^;]/)
        expect(JSON.stringify(refused.body)).not.toMatch(/token"?:|eyJ/)
        expect(await sessionCount(staff.user.id)).toBe(before)

        // Nothing the answer carried reads anything.
        const me = await call('GET', '/api/users/me', { cookie: refused.cookie })
        expect(me.body.user).toBeNull()
        expect((await call('GET', `/api/users/${staff.user.id}`, { cookie: refused.cookie })).status).toBe(403)
      })
    }
  }

  it('should refuse the Local API’s login of staff without a code too', async () => {
    const staff = await createTestUser(payload, ['admin'])
    const before = await sessionCount(staff.user.id)
    await expect(payload.login({ collection: 'users', data: { email: staff.email, password: staff.password } })).rejects.toMatchObject({
      status: 401,
    })
    expect(await sessionCount(staff.user.id)).toBe(before)
  })

  for (const { name, login } of logins) {
    it(`should open a session that reads with the right code at ${name}`, async () => {
      const staff = await createTestUser(payload, ['moderator'])
      const { status, cookie, setCookie } = await login({
        email: staff.email,
        password: staff.password,
        code: freshCode(staff.totpSecret!),
      })
      expect(status).toBe(200)
      expect(setCookie).toMatch(/; HttpOnly/i)

      expect((await call('GET', '/api/users/me', { cookie })).body.user.id).toBe(staff.user.id)
      expect((await call('GET', `/api/users/${staff.user.id}`, { cookie })).status).toBe(200)
      expect((await call('GET', '/api/user/settings', { cookie })).status).toBe(200)
    })
  }

  it('should take a code once: the same code again is refused', async () => {
    const staff = await createTestUser(payload, ['editor'])
    const code = freshCode(staff.totpSecret!)
    expect((await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password, code } })).status).toBe(200)

    const replay = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password, code } })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe(translate('lv', 'account.second_factor_wrong'))
    expect(replay.setCookie).not.toMatch(/payload-token=[^;]/)
  })

  it('should refuse a wrong code and, after 5 wrong ones, any code for a quarter of an hour', async () => {
    const staff = await createTestUser(payload, ['admin'])
    const right = freshCode(staff.totpSecret!)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password, code: wrong } })
      expect(refused.status).toBe(401)
    }
    const limited = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password, code: right } })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe(translate('lv', 'account.second_factor_too_many', { minutes: 15 }))
    expect(limited.setCookie).not.toMatch(/payload-token=[^;]/)
  })

  it('should let staff without a factor set one up at their first login: a QR code and secret, then ten recovery codes once', async () => {
    const staff = await newStaff('moderator')
    const first = await call('POST', '/api/users/login', { json: { email: staff.email, password: staff.password } })
    expect(first.status).toBe(401)
    expect(first.body.secondFactor).toBe('enrol')
    expect(first.setCookie).not.toMatch(/payload-token=[^;]/)
    const offer = first.body.enrolment as { token: string; secret: string; otpauthUrl: string; qrCode: string }
    expect(offer.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(offer.qrCode.split(',')[1], 'base64').toString()).toContain('<svg')
    expect(offer.otpauthUrl).toBe(
      `otpauth://totp/Bizness:${encodeURIComponent(staff.email)}?issuer=Bizness&secret=${offer.secret}&algorithm=SHA1&digits=6&period=30`,
    )

    const wrong = await call('POST', '/api/users/login', {
      json: {
        email: staff.email,
        password: staff.password,
        enrolment: offer.token,
        code: '000000' === totpCode(offer.secret) ? '111111' : '000000',
      },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.secondFactor).toBe('enrol')

    const enrolled = await call('POST', '/api/users/login', {
      json: { email: staff.email, password: staff.password, enrolment: offer.token, code: totpCode(offer.secret) },
    })
    expect(enrolled.status).toBe(200)
    const recoveryCodes = enrolled.body.recoveryCodes as string[]
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await call('GET', '/api/users/me', { cookie: enrolled.cookie })).body.user.id).toBe(staff.user.id)

    // From now on the password alone asks for the code, and no offer stands in for it.
    const again = await call('POST', '/api/authenticate', {
      json: { email: staff.email, password: staff.password, enrolment: offer.token },
    })
    expect(again.status).toBe(401)
    expect(again.body.secondFactor).toBe('code')
  })

  it('should take each recovery code once', async () => {
    const staff = await newStaff('editor')
    const { body } = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password } })
    const offer = body.enrolment as { token: string; secret: string }
    const enrolled = await call('POST', '/api/authenticate', {
      json: { email: staff.email, password: staff.password, enrolment: offer.token, code: totpCode(offer.secret) },
    })
    const [recovery] = enrolled.body.recoveryCodes as string[]

    const used = await call('POST', '/api/authenticate', {
      json: { email: staff.email, password: staff.password, code: recovery.toUpperCase() },
    })
    expect(used.status).toBe(200)
    expect((await call('GET', '/api/users/me', { cookie: used.cookie })).body.user.id).toBe(staff.user.id)

    const reused = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password, code: recovery } })
    expect(reused.status).toBe(401)
    expect(reused.setCookie).not.toMatch(/payload-token=[^;]/)
  })

  it('should refuse an offer made to another account', async () => {
    const [mine, theirs] = [await newStaff('editor'), await newStaff('editor')]
    const { body } = await call('POST', '/api/authenticate', { json: { email: theirs.email, password: theirs.password } })
    const offer = body.enrolment as { token: string; secret: string }
    const refused = await call('POST', '/api/authenticate', {
      json: { email: mine.email, password: mine.password, enrolment: offer.token, code: totpCode(offer.secret) },
    })
    expect(refused.status).toBe(401)
    expect(refused.body.secondFactor).toBe('enrol')
    expect(refused.body.message).toBe(translate('lv', 'account.second_factor_offer_expired'))
    expect(refused.setCookie).not.toMatch(/payload-token=[^;]/)
  })

  it('should open no staff session through a password reset link', async () => {
    const staff = await createTestUser(payload, ['moderator'])
    const token = await payload.forgotPassword({ collection: 'users', data: { email: staff.email }, disableEmail: true })
    const reset = await call('POST', '/api/users/reset-password', { json: { token, password: 'jauna-parole-123' } })
    expect(reset.status).toBe(401)
    expect(reset.setCookie).not.toMatch(/payload-token=[^;]/)
    // Nothing changed either: the old password still asks for the code.
    const login = await call('POST', '/api/authenticate', { json: { email: staff.email, password: staff.password } })
    expect(login.body.secondFactor).toBe('code')
  })

  it('should end the sessions of someone made staff, who then sets a factor up at the next login', async () => {
    const [seller, admin] = [await createTestUser(payload), await createTestUser(payload, ['admin'])]
    const promoted = await api('PATCH', `/api/users/${seller.user.id}`, { token: admin.token, json: { roles: ['moderator'] } })
    expect(promoted.status).toBe(200)
    expect(((await (await api('GET', '/api/users/me', { token: seller.token })).json()) as { user: unknown }).user).toBeNull()
    const login = await call('POST', '/api/authenticate', { json: { email: seller.email, password: seller.password } })
    expect(login.body.secondFactor).toBe('enrol')
  })

  it('should keep a staff member signed in through a password change', async () => {
    const staff = await createTestUser(payload, ['editor'])
    const changed = await api('POST', '/api/user/password', {
      token: staff.token,
      json: { password: staff.password, new_password: 'jauna-parole-123', new_password_confirm: 'jauna-parole-123' },
    })
    expect(changed.status).toBe(200)
    const cookie = (changed.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await call('GET', '/api/users/me', { cookie })).body.user.id).toBe(staff.user.id)
  })
})

describe('an admin resets someone’s second factor', () => {
  const resetOf = (target: TestUser, by: TestUser) => call('POST', `/api/users/${target.user.id}/second-factor/reset`, { token: by.token })

  it('should remove a moderator’s factor, end their sessions and write it in the audit log', async () => {
    const [moderator, admin] = [await createTestUser(payload, ['moderator']), await createTestUser(payload, ['admin'])]
    const reset = await resetOf(moderator, admin)
    expect(reset.status).toBe(200)
    expect(reset.body.message).toBe(translate('lv', 'account.second_factor_reset_done'))

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentCollection: { equals: 'users' } }, { documentId: { equals: String(moderator.user.id) } }] },
      depth: 0,
    })
    expect((docs as AuditLog[]).map(({ action, actor, subject, summary }) => ({ action, actor, subject, summary }))).toEqual([
      { action: 'user_second_factor_reset', actor: admin.user.id, subject: moderator.user.id, summary: moderator.email },
    ])

    expect(((await (await api('GET', '/api/users/me', { token: moderator.token })).json()) as { user: unknown }).user).toBeNull()
    const login = await call('POST', '/api/authenticate', {
      json: { email: moderator.email, password: moderator.password, code: freshCode(moderator.totpSecret!) },
    })
    expect(login.status).toBe(401)
    expect(login.body.secondFactor).toBe('enrol')
  })

  it('should refuse moderators, editors and sellers, changing nothing', async () => {
    const target = await createTestUser(payload, ['editor'])
    for (const role of ['moderator', 'editor', 'user'] as const) {
      const asker = await createTestUser(payload, [role])
      expect((await resetOf(target, asker)).status).toBe(403)
    }
    const login = await call('POST', '/api/authenticate', { json: { email: target.email, password: target.password } })
    expect(login.body.secondFactor).toBe('code')
  })
})

describe('a seller’s own second factor', () => {
  it('should be off until they turn it on, then ask for the code, and turn off with the password', async () => {
    const seller = await createTestUser(payload)
    const cookie = (await call('POST', '/api/authenticate', { json: { email: seller.email, password: seller.password } })).cookie
    expect((await call('GET', '/api/user/second-factor', { cookie })).body).toEqual({ enabled: false, required: false, enrolledAt: null })

    const offer = await call('POST', '/api/user/second-factor/offer', { cookie })
    expect(offer.status).toBe(200)
    const { token, secret } = offer.body as { token: string; secret: string }
    const wrong = await call('POST', '/api/user/second-factor/confirm', { cookie, json: { enrolment: token, code: 'abc' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ code: translate('lv', 'account.second_factor_wrong') })

    const confirmed = await call('POST', '/api/user/second-factor/confirm', { cookie, json: { enrolment: token, code: totpCode(secret) } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.recoveryCodes).toHaveLength(10)
    expect((await call('GET', '/api/user/second-factor', { cookie })).body.enabled).toBe(true)

    const passwordOnly = await call('POST', '/api/authenticate', { json: { email: seller.email, password: seller.password } })
    expect(passwordOnly.status).toBe(401)
    expect(passwordOnly.body.secondFactor).toBe('code')
    const withCode = await call('POST', '/api/authenticate', {
      json: { email: seller.email, password: seller.password, code: totpCode(secret, Date.now(), 1) },
    })
    expect(withCode.status).toBe(200)

    expect((await call('POST', '/api/user/second-factor/off', { cookie, json: { password: 'not-it' } })).status).toBe(400)
    expect((await call('POST', '/api/user/second-factor/off', { cookie, json: { password: seller.password } })).status).toBe(200)
    expect((await call('POST', '/api/authenticate', { json: { email: seller.email, password: seller.password } })).status).toBe(200)
  })

  it('should not let staff turn theirs off', async () => {
    const staff = await createTestUser(payload, ['editor'])
    const off = await api('POST', '/api/user/second-factor/off', { token: staff.token, json: { password: staff.password } })
    expect(off.status).toBe(403)
  })
})
