import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUser, type TestUser, createTestUsers } from '../helpers/users'

const DAY_MS = 24 * 60 * 60 * 1000
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString()

const payload = await testPayload()
const [alice, bob, editor, moderator, admin] = await createTestUsers(payload, 'user', 'user', 'editor', 'moderator', 'admin')
const categoryId = (await createCategory(payload)).id

/** How one reader sees one listing through every read the Local API and REST offer. */
async function sightings(listingId: number, reader: TestUser | null) {
  const user = reader ? await asUser(payload, reader.user.id) : undefined
  const where = { id: { equals: listingId } }
  const token = reader?.token
  return {
    find: (await payload.find({ collection: 'listings', where, overrideAccess: false, user })).totalDocs,
    findByID: Boolean(await payload.findByID({ collection: 'listings', id: listingId, overrideAccess: false, user, disableErrors: true })),
    count: (await payload.count({ collection: 'listings', where, overrideAccess: false, user })).totalDocs,
    restList: (await apiJson<{ totalDocs: number }>('GET', `/api/listings?where[id][equals]=${listingId}`, { token })).body.totalDocs,
    restById: (await api('GET', `/api/listings/${listingId}`, { token })).status,
    restCount: (await apiJson<{ totalDocs: number }>('GET', `/api/listings/count?where[id][equals]=${listingId}`, { token })).body
      .totalDocs,
  }
}

const SEEN = { find: 1, findByID: true, count: 1, restList: 1, restById: 200, restCount: 1 }
const UNSEEN = { find: 0, findByID: false, count: 0, restList: 0, restById: 404, restCount: 0 }

describe('listings: who sees a listing that is not public', () => {
  it('should show a published, unexpired listing of an active seller to visitors and other users', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    expect(await sightings(listing.id, null)).toEqual(SEEN)
    expect(await sightings(listing.id, bob)).toEqual(SEEN)
  })

  it.each([
    ['a hidden', { status: 'hidden' as const }],
    ['an expired', { expiry_date: yesterday() }],
  ])('should hide %s listing from visitors, other users and editors but show it to its owner and staff', async (_, data) => {
    const listing = await createListing(payload, alice.user.id, categoryId, data)
    expect(await sightings(listing.id, null)).toEqual(UNSEEN)
    expect(await sightings(listing.id, bob)).toEqual(UNSEEN)
    expect(await sightings(listing.id, editor)).toEqual(UNSEEN)
    expect(await sightings(listing.id, alice)).toEqual(SEEN)
    expect(await sightings(listing.id, moderator)).toEqual(SEEN)
    expect(await sightings(listing.id, admin)).toEqual(SEEN)
  })

  it('should hide the listings of a blocked seller from visitors and other users but not from staff', async () => {
    const carol = await createTestUser(payload)
    const listing = await createListing(payload, carol.user.id, categoryId)
    await payload.update({ collection: 'users', id: carol.user.id, data: { blocked: true, blockedReason: 'Krāpšana' } })
    expect(await sightings(listing.id, null)).toEqual(UNSEEN)
    expect(await sightings(listing.id, bob)).toEqual(UNSEEN)
    expect(await sightings(listing.id, moderator)).toEqual(SEEN)
    expect(await sightings(listing.id, admin)).toEqual(SEEN)
  })
})

describe('listings: contacts and the seller’s account stay private in reads', () => {
  const contactsSeenBy = async (listingId: number, reader: TestUser | null) => {
    const user = reader ? await asUser(payload, reader.user.id) : undefined
    const token = reader?.token
    const where = { id: { equals: listingId } }
    const reads: Partial<Listing>[] = [
      (await payload.find({ collection: 'listings', where, overrideAccess: false, user })).docs[0],
      await payload.findByID({ collection: 'listings', id: listingId, overrideAccess: false, user }),
      (await apiJson<{ docs: Listing[] }>('GET', `/api/listings?where[id][equals]=${listingId}`, { token })).body.docs[0],
      (await apiJson<Listing>('GET', `/api/listings/${listingId}`, { token })).body,
    ]
    return reads.map((doc) => ({ phone: doc.phone, email: doc.email }))
  }

  it('should not return a listing’s phone and e-mail to visitors or other users', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const hidden = { phone: undefined, email: undefined }
    expect(await contactsSeenBy(listing.id, null)).toEqual(Array(4).fill(hidden))
    expect(await contactsSeenBy(listing.id, bob)).toEqual(Array(4).fill(hidden))
  })

  it('should return a listing’s phone and e-mail to its owner, moderators and admins', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const shown = { phone: listing.phone, email: listing.email }
    expect(await contactsSeenBy(listing.id, alice)).toEqual(Array(4).fill(shown))
    expect(await contactsSeenBy(listing.id, moderator)).toEqual(Array(4).fill(shown))
    expect(await contactsSeenBy(listing.id, admin)).toEqual(Array(4).fill(shown))
  })

  it('should not leak the seller’s e-mail, phone or password data through a populated owner', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    await payload.update({ collection: 'users', id: alice.user.id, data: { phone: '+371 29999999' } })
    for (const reader of [null, bob]) {
      const user = reader ? await asUser(payload, reader.user.id) : undefined
      const local = await payload.findByID({ collection: 'listings', id: listing.id, depth: 2, overrideAccess: false, user })
      const rest = await api('GET', `/api/listings?where[id][equals]=${listing.id}&depth=2`, { token: reader?.token })
      for (const text of [JSON.stringify(local), await rest.text()]) {
        expect(text).not.toContain(alice.email)
        expect(text).not.toContain('29999999')
        expect(text).not.toMatch(/"(hash|salt|resetPasswordToken|_verificationToken)"/)
      }
    }
  })

  it('should refuse filtering or sorting listings by their contact fields, which would reveal them bit by bit', async () => {
    const token = bob.token
    expect((await api('GET', '/api/listings?where[email][like]=seller', { token })).status).toBe(400)
    expect((await api('GET', '/api/listings?where[phone][like]=%2B371', { token })).status).toBe(400)
    expect((await api('GET', '/api/listings?where[owner.email][like]=alice')).status).toBe(400)
    expect((await api('GET', '/api/listings?sort=email')).status).toBe(400)
  })
})

describe('listings: creating one', () => {
  const input = () => ({
    title: 'Pārdod kafejnīcu Cēsīs',
    description: 'Kafejnīca ar terasi.',
    category: categoryId,
    price: 90000,
    shares_to_sold: 100,
    registration_number: '40103550818',
    phone: '+371 21111111',
    email: 'kafejnica@example.lv',
  })
  // Values a seller must not choose: the server keeps its own.
  const forged = () => ({
    owner: alice.user.id,
    status: 'hidden',
    featured: true,
    expiry_date: '2099-01-01T00:00:00.000Z',
    moderationNote: 'OK',
  })

  const expectServerChosen = async (doc: Listing, creator: TestUser) => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const lifetime = settings.listingLifetimeDays * DAY_MS
    expect(relationId(doc.owner)).toBe(creator.user.id)
    expect(doc.status).toBe('published')
    expect(doc.featured).toBe(false)
    expect(doc.moderationNote ?? null).toBeNull()
    expect(Math.abs(new Date(doc.expiry_date).getTime() - (Date.now() + lifetime))).toBeLessThan(60_000)
    // The seller's own fields were taken.
    expect(doc.price).toBe(90000)
    expect(relationId(doc.category)).toBe(categoryId)
  }

  it('should default the listing lifetime to 180 days', async () => {
    expect((await payload.findGlobal({ slug: 'site-settings' })).listingLifetimeDays).toBe(180)
  })

  it('should let a user create a listing through REST, owned by them whatever owner, status, featured or expiry they send', async () => {
    const created = await apiJson<{ doc: Listing }>('POST', '/api/listings', { token: bob.token, json: { ...input(), ...forged() } })
    expect(created.status).toBe(201)
    await expectServerChosen(await payload.findByID({ collection: 'listings', id: created.body.doc.id }), bob)
  })

  it('should do the same through the Local API acting for the user', async () => {
    const doc = await payload.create({
      collection: 'listings',
      data: { ...input(), ...forged() } as Listing,
      user: await asUser(payload, bob.user.id),
      overrideAccess: false,
    })
    await expectServerChosen(await payload.findByID({ collection: 'listings', id: doc.id }), bob)
  })

  it('should not let a visitor create a listing', async () => {
    expect((await api('POST', '/api/listings', { json: input() })).status).toBe(403)
    await expect(payload.create({ collection: 'listings', data: input() as Listing, overrideAccess: false })).rejects.toThrow()
  })

  it('should not let anyone copy a listing through Payload’s duplicate route, which 3.90 no longer serves', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const before = await payload.count({ collection: 'listings' })
    for (const token of [bob.token, alice.token]) {
      expect((await api('POST', `/api/listings/${listing.id}/duplicate`, { token })).status).toBe(404)
    }
    expect((await payload.count({ collection: 'listings' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('listings: changing one', () => {
  it('should let the owner update their own listing through REST', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const patch = await apiJson<{ doc: Listing }>('PATCH', `/api/listings/${listing.id}`, {
      token: alice.token,
      json: { title: 'Jauns nosaukums', price: 99000 },
    })
    expect(patch.status).toBe(200)
    expect(patch.body.doc).toMatchObject({ title: 'Jauns nosaukums', price: 99000 })
  })

  it('should ignore owner, status, featured, expiry_date and moderationNote in the owner’s own update', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const forged = { owner: bob.user.id, status: 'hidden', featured: true, expiry_date: '2099-01-01T00:00:00.000Z', moderationNote: 'OK' }
    const patch = await api('PATCH', `/api/listings/${listing.id}`, { token: alice.token, json: { ...forged, price: 1 } })
    expect(patch.status).toBe(200)
    await payload.update({
      collection: 'listings',
      id: listing.id,
      data: { ...forged, profit: 2 } as Partial<Listing>,
      user: await asUser(payload, alice.user.id),
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'listings', id: listing.id })
    expect(after).toMatchObject({ price: 1, profit: 2, status: 'published', featured: false, expiry_date: listing.expiry_date })
    expect(relationId(after.owner)).toBe(alice.user.id)
    expect(after.moderationNote ?? null).toBeNull()
  })

  it('should not let another user update a listing through the Local API', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    await expect(
      payload.update({
        collection: 'listings',
        id: listing.id,
        data: { title: 'Hijacked' },
        user: await asUser(payload, bob.user.id),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const after = await payload.findByID({ collection: 'listings', id: listing.id })
    expect(after.title).toBe(listing.title)
  })

  it('should not let another user update or delete a listing through REST', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const patch = await apiJson('PATCH', `/api/listings/${listing.id}`, { token: bob.token, json: { title: 'Hijacked' } })
    expect(patch.status).toBe(403)
    const del = await apiJson('DELETE', `/api/listings/${listing.id}`, { token: bob.token })
    expect(del.status).toBe(403)
    const after = await payload.findByID({ collection: 'listings', id: listing.id })
    expect(after.title).toBe(listing.title)
  })

  it('should not let another user delete a listing through the Local API or a bulk REST delete', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    await expect(
      payload.delete({ collection: 'listings', id: listing.id, user: await asUser(payload, bob.user.id), overrideAccess: false }),
    ).rejects.toThrow()
    await api('DELETE', `/api/listings?where[id][equals]=${listing.id}`, { token: bob.token })
    await api('PATCH', `/api/listings?where[id][equals]=${listing.id}`, { token: bob.token, json: { title: 'Hijacked' } })
    const after = await payload.findByID({ collection: 'listings', id: listing.id })
    expect(after.title).toBe(listing.title)
  })

  it('should let the owner delete their own listing', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    expect((await api('DELETE', `/api/listings/${listing.id}`, { token: alice.token })).status).toBe(200)
    expect(await payload.findByID({ collection: 'listings', id: listing.id, disableErrors: true })).toBeNull()
  })
})

describe('listings: files belong to whoever uploaded them', () => {
  it('should let a seller attach their own image and document', async () => {
    const listing = await createListing(payload, bob.user.id, categoryId)
    const image = await createImage(payload, bob.user.id)
    const attachment = await createAttachment(payload, bob.user.id)
    const patch = await apiJson<{ doc: Listing }>('PATCH', `/api/listings/${listing.id}?depth=0`, {
      token: bob.token,
      json: { image: image.id, attachment: attachment.id },
    })
    expect(patch.body.doc).toMatchObject({ image: image.id, attachment: attachment.id })
  })

  it('should not let a seller put another user’s image or document on their listing, nor delete them with it', async () => {
    const image = await createImage(payload, alice.user.id)
    const attachment = await createAttachment(payload, alice.user.id)
    const created = await apiJson<{ doc: Listing }>('POST', '/api/listings?depth=0', {
      token: bob.token,
      json: {
        title: 'Svešs pielikums',
        description: 'x',
        category: categoryId,
        registration_number: '40103550818',
        image: image.id,
        attachment: attachment.id,
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ image: null, attachment: null })

    const listing = await createListing(payload, bob.user.id, categoryId)
    await api('PATCH', `/api/listings/${listing.id}`, { token: bob.token, json: { image: image.id, attachment: String(attachment.id) } })
    const after = await payload.findByID({ collection: 'listings', id: listing.id, depth: 0 })
    expect(after).toMatchObject({ image: null, attachment: null })

    await api('DELETE', `/api/listings/${listing.id}`, { token: bob.token })
    await api('DELETE', `/api/listings/${created.body.doc.id}`, { token: bob.token })
    expect(await payload.findByID({ collection: 'media', id: image.id, disableErrors: true })).not.toBeNull()
    expect(await payload.findByID({ collection: 'attachments', id: attachment.id, disableErrors: true })).not.toBeNull()
  })
})
