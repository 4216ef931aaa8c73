import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Invite } from '@/payload-types'

import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, moderator, editor, admin] = await createTestUsers(payload, 'user', 'user', 'moderator', 'editor', 'admin')

const inviteInput = (invitedBy: number) => ({
  email: `draugs-${crypto.randomBytes(3).toString('hex')}@test.bizness.lv`,
  kind: 'site' as const,
  status: 'pending' as const,
  code: crypto.randomBytes(12).toString('hex'),
  invitedBy,
})

/** An invitation as the account services will store it. */
const createInvite = (invitedBy: number) => payload.create({ collection: 'invites', data: inviteInput(invitedBy) })

describe('invites: a user reads only what they sent', () => {
  it('should show a user their own invites but not another user’s', async () => {
    const own = await createInvite(bob.user.id)
    const others = await createInvite(alice.user.id)
    const list = await apiJson<{ docs: Invite[] }>('GET', '/api/invites?limit=100', { token: bob.token })
    expect(list.body.docs.map((invite) => invite.id)).toEqual([own.id])
    expect((await api('GET', `/api/invites/${own.id}`, { token: bob.token })).status).toBe(200)
    expect((await api('GET', `/api/invites/${others.id}`, { token: bob.token })).status).toBe(404)

    const actor = await asUser(payload, bob.user.id)
    const found = await payload.find({ collection: 'invites', limit: 100, user: actor, overrideAccess: false })
    expect(found.docs.map((invite) => invite.id)).toEqual([own.id])
    await expect(payload.findByID({ collection: 'invites', id: others.id, user: actor, overrideAccess: false })).rejects.toThrow()
  })

  it('should not give the sender the invitation code, which only the invitee receives', async () => {
    const own = await createInvite(bob.user.id)
    const read = await apiJson<Invite>('GET', `/api/invites/${own.id}`, { token: bob.token })
    expect(read.body.email).toBe(own.email)
    expect(read.body.code).toBeUndefined()
  })

  it('should not let visitors read invites', async () => {
    const invite = await createInvite(alice.user.id)
    expect((await api('GET', '/api/invites')).status).toBe(403)
    expect((await api('GET', `/api/invites/${invite.id}`)).status).toBe(403)
  })
})

describe('invites: only the services write them', () => {
  it('should not let users or staff other than admins create, change or delete invites through REST', async () => {
    for (const person of [bob, moderator, editor]) {
      const own = await createInvite(person.user.id)
      expect((await api('POST', '/api/invites', { token: person.token, json: inviteInput(person.user.id) })).status).toBe(403)
      expect((await api('PATCH', `/api/invites/${own.id}`, { token: person.token, json: { status: 'accepted' } })).status).toBe(403)
      expect((await api('DELETE', `/api/invites/${own.id}`, { token: person.token })).status).toBe(403)
      const actor = await asUser(payload, person.user.id)
      await expect(
        payload.create({ collection: 'invites', data: inviteInput(person.user.id), user: actor, overrideAccess: false }),
      ).rejects.toThrow()
      expect((await payload.findByID({ collection: 'invites', id: own.id })).status).toBe('pending')
    }
  })

  it('should let admins create, read, change and delete invites', async () => {
    const created = await apiJson<{ doc: Invite }>('POST', '/api/invites', { token: admin.token, json: inviteInput(alice.user.id) })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await apiJson<Invite>('GET', `/api/invites/${id}`, { token: admin.token })).body.code).toBeTruthy()
    expect((await api('PATCH', `/api/invites/${id}`, { token: admin.token, json: { status: 'cancelled' } })).status).toBe(200)
    expect((await api('DELETE', `/api/invites/${id}`, { token: admin.token })).status).toBe(200)
  })
})
