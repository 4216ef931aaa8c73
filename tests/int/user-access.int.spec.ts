import { describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUser, type TestUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, editor, moderator, admin] = await createTestUsers(payload, 'user', 'user', 'editor', 'moderator', 'admin')

const stored = (id: number) => payload.findByID({ collection: 'users', id, depth: 0 })

describe('users: password data never leaves the server', () => {
  it('should not return hash, salt, reset or verification tokens in any user response', async () => {
    const carol = await createTestUser(payload)
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: carol.email }, disableEmail: true })
    const secrets = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: carol.user.id } } })
    expect(resetToken).toBeTruthy()
    const values = [resetToken, secrets!.hash, secrets!.salt, secrets!._verificationToken].map(String)

    const responses = [
      await api('POST', '/api/users/login', { json: { email: carol.email, password: carol.password } }),
      await api('GET', '/api/users/me', { token: carol.token }),
      await api('GET', `/api/users/${carol.user.id}`, { token: carol.token }),
      await api('PATCH', `/api/users/${carol.user.id}`, { token: carol.token, json: { first_name: 'Karola' } }),
      await api('GET', `/api/users?where[id][equals]=${carol.user.id}`, { token: moderator.token }),
      await api('GET', `/api/users/${carol.user.id}`, { token: admin.token }),
    ]
    const local = [
      await payload.findByID({ collection: 'users', id: carol.user.id, user: await asUser(payload, admin.user.id), overrideAccess: false }),
      await payload.findByID({ collection: 'users', id: carol.user.id }),
    ]
    const texts = [...(await Promise.all(responses.map((response) => response.text()))), ...local.map((doc) => JSON.stringify(doc))]
    for (const text of texts) {
      expect(text).toContain(carol.email)
      for (const value of values) expect(text).not.toContain(value)
      expect(text).not.toMatch(/"(hash|salt|resetPasswordToken|resetPasswordExpiration|_verificationToken)"/)
    }
  })
})

describe('users: nobody reads another person’s account', () => {
  it('should not let visitors list or read users', async () => {
    expect((await api('GET', '/api/users')).status).toBe(403)
    expect((await api('GET', `/api/users/${alice.user.id}`)).status).toBe(403)
    expect((await api('GET', '/api/users/count')).status).toBe(403)
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'users', id: alice.user.id, overrideAccess: false })).rejects.toThrow()
  })

  it.each([
    ['a user', () => bob],
    ['an editor', () => editor],
  ])('should show %s only their own account', async (_, reader) => {
    const { user, token } = reader()
    const list = await apiJson<{ docs: User[] }>('GET', '/api/users?limit=100', { token })
    expect(list.body.docs.map((doc) => doc.id)).toEqual([user.id])
    const byId = await api('GET', `/api/users/${alice.user.id}`, { token })
    expect(byId.status).toBe(404)
    expect(await byId.text()).not.toContain(alice.email)

    const local = await asUser(payload, user.id)
    const found = await payload.find({ collection: 'users', limit: 100, user: local, overrideAccess: false })
    expect(found.docs.map((doc) => doc.id)).toEqual([user.id])
    await expect(payload.findByID({ collection: 'users', id: alice.user.id, user: local, overrideAccess: false })).rejects.toThrow()
  })

  it('should let moderators and admins read any account with its e-mail', async () => {
    for (const staff of [moderator, admin]) {
      const byId = await apiJson<User>('GET', `/api/users/${alice.user.id}`, { token: staff.token })
      expect(byId.status).toBe(200)
      expect(byId.body.email).toBe(alice.email)
    }
  })
})

describe('users: what a user may change on their own account', () => {
  const forged = () => ({
    roles: ['admin'],
    blocked: true,
    blockedReason: 'pats',
    team: alice.user.id,
    is_deleted: true,
    _verified: false,
    subscription: { plan_name: 'Zelta', status: 'active', payment_schedule: 'yearly', stripe_customer_id: 'cus_fake' },
  })
  const untouched = (user: User) => ({
    roles: ['user'],
    blocked: false,
    blockedReason: null,
    team: null,
    is_deleted: false,
    _verified: true,
    subscription: user.subscription,
  })

  it('should ignore roles, blocking, team, verification and subscription sent for one’s own account through REST', async () => {
    const carol = await createTestUser(payload)
    const patch = await api('PATCH', `/api/users/${carol.user.id}`, { token: carol.token, json: { ...forged(), first_name: 'Karola' } })
    expect(patch.status).toBe(200)
    const after = await stored(carol.user.id)
    expect(after.first_name).toBe('Karola')
    expect(after).toMatchObject(untouched(carol.user))
  })

  it('should ignore the same fields through the Local API acting for the user', async () => {
    const carol = await createTestUser(payload)
    await payload.update({
      collection: 'users',
      id: carol.user.id,
      data: { ...forged(), last_name: 'Ozola' } as Partial<User>,
      user: await asUser(payload, carol.user.id),
      overrideAccess: false,
    })
    const after = await stored(carol.user.id)
    expect(after.last_name).toBe('Ozola')
    expect(after).toMatchObject(untouched(carol.user))
  })

  it('should refuse a password change through PATCH /api/users/:id and keep the old password', async () => {
    const carol = await createTestUser(payload)
    const patch = await api('PATCH', `/api/users/${carol.user.id}`, { token: carol.token, json: { password: 'a-new-password-123' } })
    expect(patch.status).toBe(403)
    await expect(
      payload.update({
        collection: 'users',
        id: carol.user.id,
        data: { password: 'a-new-password-123' },
        user: await asUser(payload, carol.user.id),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const login = await payload.login({ collection: 'users', data: { email: carol.email, password: carol.password } })
    expect(login.user?.id).toBe(carol.user.id)
  })

  it('should not let a user change or delete another user', async () => {
    const patch = await api('PATCH', `/api/users/${alice.user.id}`, { token: bob.token, json: { first_name: 'Hijacked' } })
    expect(patch.status).toBe(403)
    expect((await api('DELETE', `/api/users/${alice.user.id}`, { token: bob.token })).status).toBe(403)
    const user = await asUser(payload, bob.user.id)
    await expect(
      payload.update({ collection: 'users', id: alice.user.id, data: { first_name: 'Hijacked' }, user, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: alice.user.id, user, overrideAccess: false })).rejects.toThrow()
    expect((await stored(alice.user.id)).first_name).toBe('Test')
  })

  it('should not let anyone but an admin create accounts through the users collection', async () => {
    const json = { email: `sneaky-${Date.now()}@test.bizness.lv`, password: 'sneaky-password-1', first_name: 'S', last_name: 'N' }
    for (const token of [undefined, bob.token, moderator.token, editor.token]) {
      expect((await api('POST', '/api/users', { token, json })).status).toBe(403)
    }
  })
})

describe('users: moderators', () => {
  it('should let a moderator block and unblock a user with a reason', async () => {
    const carol = await createTestUser(payload)
    const block = await api('PATCH', `/api/users/${carol.user.id}`, {
      token: moderator.token,
      json: { blocked: true, blockedReasonCode: 'spam_or_fraud', blockedReason: 'Surogātpasts' },
    })
    expect(block.status).toBe(200)
    expect(await stored(carol.user.id)).toMatchObject({ blocked: true, blockedReason: 'Surogātpasts' })
    await payload.update({
      collection: 'users',
      id: carol.user.id,
      data: { blocked: false },
      user: await asUser(payload, moderator.user.id),
      overrideAccess: false,
    })
    expect((await stored(carol.user.id)).blocked).toBe(false)
  })

  it('should not let a moderator change a user’s roles, names, e-mail, phone or language', async () => {
    const carol = await createTestUser(payload)
    const attempt = {
      roles: ['moderator'],
      first_name: 'Mainīts',
      last_name: 'Mainīts',
      email: 'changed@test.bizness.lv',
      phone: '+371 23333333',
      locale: 'en',
    }
    expect((await api('PATCH', `/api/users/${carol.user.id}`, { token: moderator.token, json: attempt })).status).toBe(200)
    await payload.update({
      collection: 'users',
      id: carol.user.id,
      data: attempt as Partial<User>,
      user: await asUser(payload, moderator.user.id),
      overrideAccess: false,
    })
    expect(await stored(carol.user.id)).toMatchObject({
      roles: ['user'],
      first_name: 'Test',
      last_name: 'user',
      email: carol.email,
      phone: null,
      locale: 'lv',
    })
  })

  it('should not let a moderator set a user’s password or delete a user', async () => {
    const carol = await createTestUser(payload)
    expect(
      (await api('PATCH', `/api/users/${carol.user.id}`, { token: moderator.token, json: { password: 'moderator-chose-this' } })).status,
    ).toBe(403)
    expect((await api('DELETE', `/api/users/${carol.user.id}`, { token: moderator.token })).status).toBe(403)
    expect((await payload.login({ collection: 'users', data: { email: carol.email, password: carol.password } })).user?.id).toBe(
      carol.user.id,
    )
  })

  it('should offer the password change on a user’s panel screen only to the roles the server lets set one', async () => {
    // The panel shows "Mainīt paroli" unless the document's field permissions, read at this
    // route, name the password and deny its update.
    const passwordUpdate = async (who: TestUser, id: number) => {
      const access = await apiJson<{ fields: Record<string, true | { update?: boolean } | undefined> }>('POST', `/api/users/access/${id}`, {
        token: who.token,
      })
      expect(access.status).toBe(200)
      const password = access.body.fields.password
      expect(password).toBeDefined()
      return password === true || (typeof password === 'object' && password.update === true)
    }
    const carol = await createTestUser(payload)
    expect(await passwordUpdate(moderator, carol.user.id)).toBe(false)
    expect(await passwordUpdate(moderator, moderator.user.id)).toBe(false)
    expect(await passwordUpdate(carol, carol.user.id)).toBe(false)
    expect(await passwordUpdate(admin, carol.user.id)).toBe(true)
  })

  it('should not let a moderator block staff, which would take away their role', async () => {
    for (const staff of [admin, editor, await createTestUser(payload, ['moderator'])]) {
      await api('PATCH', `/api/users/${staff.user.id}`, { token: moderator.token, json: { blocked: true, blockedReason: 'Pārvērtēts' } })
      expect(await stored(staff.user.id)).toMatchObject({ blocked: false, blockedReason: null })
    }
  })
})

describe('users: editors and admins', () => {
  it('should not let an editor change another user', async () => {
    const carol = await createTestUser(payload)
    const patch = await api('PATCH', `/api/users/${carol.user.id}`, {
      token: editor.token,
      json: { blocked: true, first_name: 'Redaktors' },
    })
    expect(patch.status).toBe(403)
    expect(await stored(carol.user.id)).toMatchObject({ blocked: false, first_name: 'Test' })
  })

  it('should let an admin create, change (roles and password included) and delete a user', async () => {
    const email = `admin-made-${Date.now()}@test.bizness.lv`
    const created = await apiJson<{ doc: User }>('POST', '/api/users', {
      token: admin.token,
      json: { email, password: 'first-password-1', first_name: 'Jānis', last_name: 'Bērziņš', roles: ['editor'], _verified: true },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    const patch = await api('PATCH', `/api/users/${id}`, {
      token: admin.token,
      json: { roles: ['moderator'], blocked: true, blockedReasonCode: 'other', blockedReason: 'Pārbaude', password: 'second-password-2' },
    })
    expect(patch.status).toBe(200)
    expect(await stored(id)).toMatchObject({ roles: ['moderator'], blocked: true, _verified: true })
    expect((await api('DELETE', `/api/users/${id}`, { token: admin.token })).status).toBe(200)
  })
})
