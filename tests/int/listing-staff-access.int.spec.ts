import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [seller, moderator, editor, admin] = await createTestUsers(payload, 'user', 'moderator', 'editor', 'admin')
const categoryId = (await createCategory(payload)).id
const otherCategoryId = (await createCategory(payload)).id

/** Everything a seller owns in a listing and a moderator must leave alone. */
const sellerOnlyChanges = async (listing: Listing) => ({
  price: 1,
  shares_to_sold: 10,
  turnover: 2,
  profit: 3,
  employees: 4,
  category: otherCategoryId,
  phone: '+371 22222222',
  email: 'moderators@example.lv',
  image: (await createImage(payload, moderator.user.id)).id,
  attachment: (await createAttachment(payload, moderator.user.id)).id,
  owner: moderator.user.id,
  featured: !listing.featured,
  expiry_date: new Date(Date.now() + 999 * 24 * 60 * 60 * 1000).toISOString(),
  slug: 'moderatora-slug',
})

const unchanged = (listing: Listing) => ({
  price: listing.price,
  shares_to_sold: listing.shares_to_sold,
  turnover: listing.turnover,
  profit: listing.profit,
  employees: listing.employees,
  category: categoryId,
  phone: listing.phone,
  email: listing.email,
  image: null,
  attachment: null,
  owner: seller.user.id,
  featured: listing.featured,
  expiry_date: listing.expiry_date,
  slug: listing.slug,
})

const stored = (id: number) => payload.findByID({ collection: 'listings', id, depth: 0 })

describe('listings: moderators', () => {
  it('should let a moderator edit any listing’s title, description, status and moderation note through REST', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const changes = {
      title: 'Labots nosaukums',
      description: 'Labots apraksts.',
      status: 'hidden',
      moderationReason: 'misleading_figures',
      moderationNote: 'Nepilnīgi dati',
    }
    const patch = await api('PATCH', `/api/listings/${listing.id}`, { token: moderator.token, json: changes })
    expect(patch.status).toBe(200)
    expect(await stored(listing.id)).toMatchObject(changes)
  })

  it('should let a moderator do the same through the Local API', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const changes = { title: 'Labots', status: 'hidden' as const, moderationReason: 'spam_or_fraud' as const, moderationNote: 'Paslēpts' }
    await payload.update({
      collection: 'listings',
      id: listing.id,
      data: changes,
      user: await asUser(payload, moderator.user.id),
      overrideAccess: false,
    })
    expect(await stored(listing.id)).toMatchObject(changes)
  })

  it('should keep a moderator’s hands off price, figures, category, contacts, files, owner, featured, expiry and slug', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const attempt = await sellerOnlyChanges(listing)
    const patch = await api('PATCH', `/api/listings/${listing.id}`, { token: moderator.token, json: attempt })
    expect(patch.status).toBe(200)
    await payload.update({
      collection: 'listings',
      id: listing.id,
      data: attempt as Partial<Listing>,
      user: await asUser(payload, moderator.user.id),
      overrideAccess: false,
    })
    const after = await stored(listing.id)
    expect({ ...after, category: relationId(after.category), owner: relationId(after.owner) }).toMatchObject(unchanged(listing))
  })

  it('should not let a moderator delete a listing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    expect((await api('DELETE', `/api/listings/${listing.id}`, { token: moderator.token })).status).toBe(403)
    await expect(
      payload.delete({ collection: 'listings', id: listing.id, user: await asUser(payload, moderator.user.id), overrideAccess: false }),
    ).rejects.toThrow()
    expect(await stored(listing.id)).toBeTruthy()
  })
})

describe('listings: editors', () => {
  it('should not let an editor edit or delete someone’s listing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    expect((await api('PATCH', `/api/listings/${listing.id}`, { token: editor.token, json: { title: 'Redaktors' } })).status).toBe(403)
    expect((await api('DELETE', `/api/listings/${listing.id}`, { token: editor.token })).status).toBe(403)
    const user = await asUser(payload, editor.user.id)
    await expect(
      payload.update({ collection: 'listings', id: listing.id, data: { title: 'Redaktors' }, user, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await stored(listing.id)).title).toBe(listing.title)
  })
})

describe('listings: admins', () => {
  it('should let an admin change every field of a listing, the seller’s included, and delete it', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const changes = {
      title: 'Admins',
      status: 'hidden',
      moderationReason: 'other',
      moderationNote: 'Admins paslēpj',
      featured: true,
      price: 5,
      owner: admin.user.id,
      slug: 'admina-slug',
    }
    const patch = await apiJson<{ doc: Listing }>('PATCH', `/api/listings/${listing.id}?depth=0`, { token: admin.token, json: changes })
    expect(patch.status).toBe(200)
    expect(patch.body.doc).toMatchObject(changes)
    expect((await api('DELETE', `/api/listings/${listing.id}`, { token: admin.token })).status).toBe(200)
  })

  it('should let an admin create a listing for another seller with a chosen expiry', async () => {
    const expiry = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
    const created = await apiJson<{ doc: Listing }>('POST', '/api/listings?depth=0', {
      token: admin.token,
      json: {
        title: 'Admina sludinājums',
        description: 'x',
        category: categoryId,
        registration_number: '40103550818',
        owner: seller.user.id,
        featured: true,
        expiry_date: expiry,
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ owner: seller.user.id, featured: true, expiry_date: expiry })
  })
})
