import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/database/relation-id'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { DETAIL_KEYS, imageFileOf, onDisk, PUBLIC_KEYS } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUsers } from '../helpers/users'

const OWNER_KEYS = [
  ...PUBLIC_KEYS,
  ...DETAIL_KEYS,
  'registration_number_public',
  'phone',
  'email',
  'status',
  'is_public',
  'category_id',
  'location_id',
  'version',
].sort()

const DAY_MS = 24 * 60 * 60 * 1000
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString()

const payload = await testPayload()
const [alice, bob, moderator] = await createTestUsers(payload, 'user', 'user', 'moderator')
const category = await createCategory(payload)
const location = await payload.create({
  collection: 'locations',
  locale: 'lv',
  data: {
    title: `Cēsu novads ${crypto.randomBytes(3).toString('hex')}`,
    atvk: `8${String(Date.now()).slice(-6)}`,
    kind: 'municipality',
    region: 'vidzeme',
  },
})
await payload.update({ collection: 'locations', id: location.id, locale: 'en', data: { title: 'Cēsis Municipality' } })
const image = await createImage(payload, alice.user.id)
const attachment = await createAttachment(payload, alice.user.id)
const listing = await createListing(payload, alice.user.id, category.id, {
  location: location.id,
  image: image.id,
  attachment: attachment.id,
})
const hidden = await createListing(payload, alice.user.id, category.id, { status: 'hidden' })
const expired = await createListing(payload, alice.user.id, category.id, { expiry_date: yesterday() })

type Body = { listing: Record<string, any>; message?: string }

describe('GET /api/listing/my', () => {
  it('should list the caller’s own listings, newest first, public or not', async () => {
    const { status, body } = await apiJson<{ listings: Record<string, unknown>[] }>('GET', '/api/listing/my', { token: alice.token })
    expect(status).toBe(200)
    expect(body.listings).toEqual(
      [expired, hidden, listing].map((l) => ({
        id: l.id,
        title: l.title,
        slug: l.slug,
        status: l.status,
        expiry_date: new Date(l.expiry_date).toISOString(),
        is_public: l.id === listing.id,
        featured: false,
        confidential: false,
      })),
    )
  })

  it('should list nothing of anyone else’s', async () => {
    const { body } = await apiJson<{ listings: unknown[] }>('GET', '/api/listing/my', { token: bob.token })
    expect(body.listings).toEqual([])
  })

  it('should answer a visitor with a 401', async () => {
    const { status, body } = await apiJson<{ message: string }>('GET', '/api/listing/my')
    expect(status).toBe(401)
    expect(body.message).toBeTruthy()
  })
})

describe('GET /api/listing/get/:id', () => {
  it('should give the owner their listing with contacts, state and the ids the form selects', async () => {
    const { status, body } = await apiJson<Body>('GET', `/api/listing/get/${listing.id}`, { token: alice.token })
    expect(status).toBe(200)
    expect(Object.keys(body.listing).sort()).toEqual(OWNER_KEYS)
    expect(body.listing).toMatchObject({
      id: listing.id,
      title: listing.title,
      phone: '+371 20000000',
      email: 'seller@example.lv',
      status: 'published',
      is_public: true,
      category_id: category.id,
      location_id: location.id,
      category: { id: category.id, title: category.title, slug: category.slug },
      location: { id: location.id, title: location.title },
      attachment: 'bilance.pdf',
      has_contact: true,
      version: 1,
    })
    expect(onDisk(imageFileOf(body.listing.image))).toBe(true)
  })

  it('should tell the owner when their listing is not public', async () => {
    for (const [own, status] of [
      [hidden, 'hidden'],
      [expired, 'published'],
    ] as const) {
      const { body } = await apiJson<Body>('GET', `/api/listing/get/${own.id}`, { token: alice.token })
      expect(body.listing).toMatchObject({ id: own.id, status, is_public: false })
    }
  })

  it('should answer another user’s listing like a missing one: 404, for other users and staff alike', async () => {
    for (const person of [bob, moderator]) {
      for (const id of [listing.id, hidden.id, 2_000_000_000]) {
        const { status, body } = await apiJson<Body>('GET', `/api/listing/get/${id}`, { token: person.token })
        expect(status).toBe(404)
        expect(body.message).toBe('Sludinājums netika atrasts.')
        expect(JSON.stringify(body)).not.toContain('seller@example.lv')
      }
    }
  })

  it('should answer a visitor with a 401', async () => {
    expect((await api('GET', `/api/listing/get/${listing.id}`)).status).toBe(401)
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('should refuse the id %s with a 400', async (id) => {
    const { status, body } = await apiJson<{ errors: Record<string, string> }>('GET', `/api/listing/get/${id}`, { token: alice.token })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ id: 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.' })
  })
})

describe('GET /api/listing/get/:slug/slug', () => {
  it('should give anyone a public listing with its detail image, location and no contacts', async () => {
    for (const token of [undefined, bob.token]) {
      const { status, body } = await apiJson<Body>('GET', `/api/listing/get/${listing.slug}/slug`, { token })
      expect(status).toBe(200)
      expect(Object.keys(body.listing).sort()).toEqual([...PUBLIC_KEYS, ...DETAIL_KEYS, 'is_public'].sort())
      expect(body.listing).toMatchObject({
        id: listing.id,
        slug: listing.slug,
        is_public: true,
        location: { id: location.id, title: location.title },
        has_contact: true,
        attachment: 'bilance.pdf',
        attachment_url: `/api/listing/attachment_download?id=${listing.id}`,
      })
      const media = await payload.findByID({ collection: 'media', id: relationId(listing.image)! })
      expect(body.listing.image).toBe(media.sizes?.detail?.url)
      expect(body.listing.image).toMatch(/\.webp$/)
      expect(onDisk(imageFileOf(body.listing.image))).toBe(true)
      expect(JSON.stringify(body)).not.toMatch(/seller@example\.lv|20000000|"phone"|"email"/)
    }
  })

  it('should title the location in the request’s language', async () => {
    const { body } = await apiJson<Body>('GET', `/api/listing/get/${listing.slug}/slug?locale=en`)
    expect(body.listing.location).toEqual({ id: location.id, title: 'Cēsis Municipality' })
  })

  it('should show the owner their own hidden or expired listing, marked not public', async () => {
    for (const own of [hidden, expired]) {
      const { status, body } = await apiJson<Body>('GET', `/api/listing/get/${own.slug}/slug`, { token: alice.token })
      expect(status).toBe(200)
      expect(body.listing).toMatchObject({ id: own.id, is_public: false })
      expect(JSON.stringify(body)).not.toContain('seller@example.lv')
    }
  })

  it('should answer a hidden or expired listing with a 404 for visitors, other users and staff', async () => {
    for (const own of [hidden, expired]) {
      for (const token of [undefined, bob.token, moderator.token]) {
        const { status, body } = await apiJson<Body>('GET', `/api/listing/get/${own.slug}/slug`, { token })
        expect(status).toBe(404)
        expect(body.message).toBe('Sludinājums netika atrasts.')
      }
    }
  })

  it('should answer an unknown slug with a 404', async () => {
    expect((await api('GET', '/api/listing/get/nav-tada-sludinajuma/slug')).status).toBe(404)
  })
})

describe('GET /api/listing/get/:slug/contact', () => {
  it('should reveal the phone and e-mail of a public listing to anyone', async () => {
    for (const token of [undefined, bob.token]) {
      const { status, body } = await apiJson('GET', `/api/listing/get/${listing.slug}/contact`, { token })
      expect(status).toBe(200)
      expect(body).toEqual({ phone: '+371 20000000', email: 'seller@example.lv' })
    }
  })

  it('should not reveal the contacts of a hidden or expired listing to visitors or another user', async () => {
    for (const own of [hidden, expired]) {
      for (const token of [undefined, bob.token]) {
        const response = await api('GET', `/api/listing/get/${own.slug}/contact`, { token })
        expect(response.status).toBe(404)
        expect(await response.text()).not.toContain('seller@example.lv')
      }
    }
  })

  it('should let the owner see the contacts of their own hidden listing', async () => {
    const { status, body } = await apiJson('GET', `/api/listing/get/${hidden.slug}/contact`, { token: alice.token })
    expect(status).toBe(200)
    expect(body).toEqual({ phone: '+371 20000000', email: 'seller@example.lv' })
  })

  it('should answer a listing without both contacts with a 404', async () => {
    const phoneOnly = await createListing(payload, alice.user.id, category.id, { email: null })
    const { status, body } = await apiJson<{ message: string }>('GET', `/api/listing/get/${phoneOnly.slug}/contact`)
    expect(status).toBe(404)
    expect(body.message).toBe('Šim sludinājumam nav norādīta kontaktinformācija.')
    expect(JSON.stringify(body)).not.toContain('20000000')
  })

  it('should answer an unknown slug with a 404', async () => {
    expect((await api('GET', '/api/listing/get/nav-tada-sludinajuma/contact')).status).toBe(404)
  })
})
