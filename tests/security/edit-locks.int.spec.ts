import { describe, expect, it } from 'vitest'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { asUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, moderator, admin] = await createTestUsers(payload, 'user', 'user', 'moderator', 'admin')
const category = await createCategory(payload)
const alicesListing = await createListing(payload, alice.user.id, category.id)

const lockOf = (listingId: number, userId: number) => ({
  document: { relationTo: 'listings', value: listingId },
  user: { relationTo: 'users', value: userId },
})

const locksOn = async (listingId: number) =>
  (await payload.find({ collection: 'payload-locked-documents', where: { 'document.value': { equals: listingId } } })).docs

describe('edit locks: Payload’s payload-locked-documents', () => {
  it('should not let a seller read the edit locks', async () => {
    await payload.create({ collection: 'payload-locked-documents', data: lockOf(alicesListing.id, moderator.user.id) as never })
    const { status, body } = await apiJson<{ docs?: unknown[] }>('GET', '/api/payload-locked-documents', { token: bob.token })
    expect(status).toBe(403)
    expect(body.docs).toBeUndefined()
  })

  it('should not let a seller lock another’s listing in another user’s name, nor in their own', async () => {
    const listing = await createListing(payload, alice.user.id, category.id)
    for (const holder of [alice.user.id, admin.user.id, bob.user.id]) {
      const { status } = await apiJson('POST', '/api/payload-locked-documents', { token: bob.token, json: lockOf(listing.id, holder) })
      expect(status).toBe(403)
    }
    expect(await locksOn(listing.id)).toEqual([])
  })

  it('should let staff lock only in their own name, and release only their own locks (admins any)', async () => {
    const listing = await createListing(payload, alice.user.id, category.id)
    expect(
      (await apiJson('POST', '/api/payload-locked-documents', { token: moderator.token, json: lockOf(listing.id, admin.user.id) })).status,
    ).toBe(403)
    const own = await apiJson<{ doc: { id: number } }>('POST', '/api/payload-locked-documents', {
      token: moderator.token,
      json: lockOf(listing.id, moderator.user.id),
    })
    expect(own.status).toBe(201)
    // Taking over a lock (the panel's "take over") is in one's own name only.
    expect(
      (
        await apiJson('PATCH', `/api/payload-locked-documents/${own.body.doc.id}`, {
          token: moderator.token,
          json: { user: { relationTo: 'users', value: admin.user.id } },
        })
      ).status,
    ).toBe(403)
    const adminsLock = await payload.create({
      collection: 'payload-locked-documents',
      data: lockOf(alicesListing.id, admin.user.id) as never,
    })
    expect((await apiJson('DELETE', `/api/payload-locked-documents/${adminsLock.id}`, { token: moderator.token })).status).toBe(403)
    expect((await apiJson('DELETE', `/api/payload-locked-documents/${own.body.doc.id}`, { token: moderator.token })).status).toBe(200)
    expect((await apiJson('DELETE', `/api/payload-locked-documents/${adminsLock.id}`, { token: admin.token })).status).toBe(200)
  })
})

describe('preferences: Payload’s payload-preferences', () => {
  it('should not let a user change or take over another user’s admin preferences', async () => {
    // Payload sets a preference's user from the request, as the panel saves it.
    const preference = await payload.create({
      collection: 'payload-preferences',
      data: { key: 'nav', value: { open: true } } as never,
      user: await asUser(payload, moderator.user.id),
    })
    const patch = await apiJson('PATCH', `/api/payload-preferences/${preference.id}`, {
      token: bob.token,
      json: { value: { open: false } },
    })
    expect(patch.status).toBe(403)
    const stored = await payload.findByID({ collection: 'payload-preferences', id: preference.id, depth: 0 })
    expect(stored.value).toEqual({ open: true })
    expect(stored.user).toEqual({ relationTo: 'users', value: moderator.user.id })
  })
})
