import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'
import { PAGED_LISTINGS_MAX, reachablePages } from '@/services/listings/public/lists'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { imageFileOf, onDisk, PUBLIC_KEYS } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUsers } from '../helpers/users'

type Page = { listings: Record<string, any>[]; page: number; limit: number; total: number; pages: number }
type CategoryBody = { id: number; slug: string; title: string; icon: string | null; count: number }

const DAY_MS = 24 * 60 * 60 * 1000
const unique = () => crypto.randomBytes(4).toString('hex')

const payload = await testPayload()
const [alice, carol] = await createTestUsers(payload, 'user', 'user')
const cafes = await createCategory(payload, `Kafejnīcas ${unique()}`)
const shops = await createCategory(payload, `Veikali ${unique()}`)
const empty = await createCategory(payload, `Tukša ${unique()}`)
await payload.update({ collection: 'categories', id: cafes.id, data: { order: -30 } })
await payload.update({ collection: 'categories', id: shops.id, data: { order: -20 } })
await payload.update({ collection: 'categories', id: empty.id, data: { order: -10 }, locale: 'lv' })
await payload.update({ collection: 'categories', id: shops.id, data: { title: `Shops ${unique()}` }, locale: 'en' })

/** Public listings in `cafes`, oldest first. */
const cafeListings: Listing[] = []
for (const title of ['Kafejnīca Cēsīs', 'Kafejnīca Siguldā', 'Kafejnīca Liepājā']) {
  cafeListings.push(await createListing(payload, alice.user.id, cafes.id, { title }))
}
// Not public: hidden, expired, or of a blocked seller.
await createListing(payload, alice.user.id, cafes.id, { status: 'hidden' })
await createListing(payload, alice.user.id, cafes.id, { expiry_date: new Date(Date.now() - DAY_MS).toISOString() })
await createListing(payload, carol.user.id, cafes.id)
await payload.update({ collection: 'users', id: carol.user.id, data: { blocked: true, blockedReason: 'Krāpšana' } })

const withFiles = await createListing(payload, alice.user.id, shops.id, {
  image: (await createImage(payload, alice.user.id)).id,
  attachment: (await createAttachment(payload, alice.user.id)).id,
  featured: true,
})

const index = (json: unknown) => apiJson<Page>('POST', '/api/listing/index', { json })

describe('POST /api/listing/index', () => {
  it('should list the public listings of a category by slug, newest first, with page figures', async () => {
    const { status, body } = await index({ category: cafes.slug })
    expect(status).toBe(200)
    expect(body.listings.map((l) => l.id)).toEqual(cafeListings.map((l) => l.id).reverse())
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3, pages: 1 })
  })

  it('should refuse a page past the deepest one numbered pages reach, saying how to go deeper, and open the deepest', async () => {
    for (const [page, limit] of [
      [PAGED_LISTINGS_MAX / 20 + 1, 20],
      [PAGED_LISTINGS_MAX / 100 + 1, 100],
      [Math.floor(PAGED_LISTINGS_MAX / 7) + 1, 7],
    ]) {
      const { status, body } = await apiJson<{ message: string }>('POST', '/api/listing/index', { json: { page, limit } })
      expect(status).toBe(400)
      expect(body.message).toBe(translate('lv', 'listing.pageTooDeep', { max: PAGED_LISTINGS_MAX }))
    }
    expect((await index({ page: PAGED_LISTINGS_MAX / 20, limit: 20 })).status).toBe(200)
  })

  it('should count the pages that can be opened: at least one, at most as deep as pages reach', () => {
    expect([reachablePages(0, 20), reachablePages(21, 20), reachablePages(40, 20)]).toEqual([1, 2, 2])
    expect(reachablePages(90_000, 20)).toBe(PAGED_LISTINGS_MAX / 20)
    expect(reachablePages(90_000, 48) * 48).toBeLessThanOrEqual(PAGED_LISTINGS_MAX)
  })

  it('should take the category by id, as JSON, multipart or a urlencoded form', async () => {
    const expected = cafeListings.map((l) => l.id).reverse()
    const multipart = new FormData()
    multipart.append('category', String(cafes.id))
    const bodies = [
      await index({ category: cafes.id }),
      await apiJson<Page>('POST', '/api/listing/index', { body: multipart }),
      await apiJson<Page>('POST', '/api/listing/index', {
        body: `category=${cafes.id}&limit=10`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ]
    for (const { status, body } of bodies) {
      expect(status).toBe(200)
      expect(body.listings.map((l) => l.id)).toEqual(expected)
    }
  })

  it('should page through a category with page and limit', async () => {
    const { body } = await index({ category: cafes.slug, page: '2', limit: '2' })
    expect(body).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 })
    expect(body.listings.map((l) => l.id)).toEqual([cafeListings[0].id])
  })

  it('should list every category for an empty category or an empty body, 20 to a page by default', async () => {
    const bulk = await createCategory(payload)
    for (let i = 0; i < 21; i++) await createListing(payload, alice.user.id, bulk.id)
    for (const json of [{ category: '' }, {}]) {
      const { status, body } = await index(json)
      expect(status).toBe(200)
      expect(body.limit).toBe(20)
      expect(body.listings).toHaveLength(20)
      expect(body.total).toBeGreaterThanOrEqual(3 + 1 + 21)
      expect(body.pages).toBe(Math.ceil(body.total / 20))
    }
    const empty = await apiJson<Page>('POST', '/api/listing/index')
    expect(empty.body.listings).toHaveLength(20)
    const inBulk = await index({ category: bulk.slug })
    expect(inBulk.body).toMatchObject({ total: 21, pages: 2 })
    expect(inBulk.body.listings).toHaveLength(20)
  })

  it('should leave out hidden and expired listings and those of blocked sellers', async () => {
    const { body } = await index({ category: cafes.slug, limit: 100 })
    expect(body.total).toBe(3)
  })

  it('should give each listing its public view: card image, attachment link, no contacts', async () => {
    const { body } = await index({ category: shops.id })
    const [card] = body.listings
    expect(Object.keys(card).sort()).toEqual(PUBLIC_KEYS)
    expect(card).toMatchObject({
      id: withFiles.id,
      slug: withFiles.slug,
      title: withFiles.title,
      description: withFiles.description,
      price: 120000,
      category: { id: shops.id, title: shops.title, slug: shops.slug },
      location: null,
      shares_to_sold: 100,
      turnover: 250000,
      profit: 30000,
      employees: 6,
      image_alt: 'Fasāde',
      attachment: 'bilance.pdf',
      attachment_url: `/api/listing/attachment_download?id=${withFiles.id}`,
      has_contact: true,
      featured: true,
      created_at: new Date(withFiles.createdAt).toISOString(),
      expiry_date: new Date(withFiles.expiry_date).toISOString(),
    })
    const media = await payload.findByID({ collection: 'media', id: relationId(withFiles.image)! })
    expect(card.image).toBe(media.sizes?.card?.url)
    expect(card.image).toMatch(/^\/api\/media\/file\/[\w-]+-\d+x\d+\.webp$/)
    expect(onDisk(imageFileOf(card.image))).toBe(true)
    expect((await api('GET', card.image)).status).toBe(200)
    const text = JSON.stringify(body)
    expect(text).not.toContain('seller@example.lv')
    expect(text).not.toContain('20000000')
    expect(text).not.toMatch(/"(phone|email|owner|status)"/)
  })

  it('should give a listing without image or attachment nulls for them', async () => {
    const { body } = await index({ category: cafes.slug })
    expect(body.listings[0]).toMatchObject({ image: null, image_alt: null, attachment: null, attachment_url: null })
  })

  it('should say has_contact false unless both phone and e-mail exist', async () => {
    const category = await createCategory(payload)
    const phoneOnly = await createListing(payload, alice.user.id, category.id, { email: null })
    const none = await createListing(payload, alice.user.id, category.id, { email: null, phone: null })
    const { body } = await index({ category: category.slug })
    expect(body.listings.map((l) => [l.id, l.has_contact])).toEqual([
      [none.id, false],
      [phoneOnly.id, false],
    ])
  })

  it('should answer an unknown category with a 404 and a message', async () => {
    for (const category of ['nav-tadas-kategorijas', 2_000_000_000]) {
      const { status, body } = await apiJson<{ message: string }>('POST', '/api/listing/index', { json: { category } })
      expect(status).toBe(404)
      expect(body.message).toBe('Kategorija netika atrasta.')
    }
  })

  it.each([
    ['page', 0, 'Lapas numuram jābūt veselam skaitlim, sākot no 1.'],
    ['page', 'abc', 'Lapas numuram jābūt veselam skaitlim, sākot no 1.'],
    ['page', 1.5, 'Lapas numuram jābūt veselam skaitlim, sākot no 1.'],
    ['limit', 101, 'Sludinājumu skaitam lapā jābūt no 1 līdz 100.'],
    ['limit', -1, 'Sludinājumu skaitam lapā jābūt no 1 līdz 100.'],
    ['category', { $ne: '' }, 'Kategorija netika atrasta.'],
    ['order', 'price', 'Nezināms lauks.'],
    ['sort', 'price', 'Tādas kārtošanas nav.'],
  ])('should refuse %s = %j with a 400 and a field error', async (field, value, message) => {
    const { status, body } = await apiJson<{ message: string; errors: Record<string, string> }>('POST', '/api/listing/index', {
      json: { [field]: value },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ [field]: message })
  })

  it('should answer in English when asked', async () => {
    const { body } = await apiJson<{ errors: Record<string, string> }>('POST', '/api/listing/index?locale=en', { json: { limit: 0 } })
    expect(body.errors.limit).toBe('The number of listings per page must be from 1 to 100.')
  })
})

describe('POST /api/listing/count', () => {
  it('should count the public listings of a category, by slug or id', async () => {
    for (const category of [cafes.slug, cafes.id, String(cafes.id)]) {
      const { status, body } = await apiJson('POST', '/api/listing/count', { json: { category } })
      expect(status).toBe(200)
      expect(body).toEqual({ count: 3 })
    }
    expect((await apiJson('POST', '/api/listing/count', { json: { category: empty.slug } })).body).toEqual({ count: 0 })
  })

  it('should count every public listing without a category, as the index totals them', async () => {
    const all = await apiJson<{ count: number }>('POST', '/api/listing/count')
    const form = new FormData()
    form.append('category', '')
    const multipart = await apiJson<{ count: number }>('POST', '/api/listing/count', { body: form })
    expect(all.status).toBe(200)
    expect(multipart.body.count).toBe(all.body.count)
    expect((await index({})).body.total).toBe(all.body.count)
  })

  it('should answer an unknown category with a 404 and an unknown field with a 400', async () => {
    expect((await api('POST', '/api/listing/count', { json: { category: 'nav-tadas' } })).status).toBe(404)
    const extra = await apiJson<{ errors: Record<string, string> }>('POST', '/api/listing/count', { json: { status: 'hidden' } })
    expect(extra.status).toBe(400)
    expect(extra.body.errors).toEqual({ status: 'Nezināms lauks.' })
  })
})

describe('POST /api/listing/featured', () => {
  it('should list featured public listings newest first, at most 12, without contacts', async () => {
    const category = await createCategory(payload)
    const featured: Listing[] = []
    for (let i = 0; i < 13; i++) featured.push(await createListing(payload, alice.user.id, category.id, { featured: true }))
    const hidden = await createListing(payload, alice.user.id, category.id, { featured: true, status: 'hidden' })
    const plain = await createListing(payload, alice.user.id, category.id)

    const { status, body } = await apiJson<{ listings: Record<string, any>[] }>('POST', '/api/listing/featured')
    expect(status).toBe(200)
    expect(body.listings.map((l) => l.id)).toEqual(
      featured
        .slice(1)
        .map((l) => l.id)
        .reverse(),
    )
    expect(body.listings.every((l) => l.featured === true)).toBe(true)
    expect(body.listings.map((l) => l.id)).not.toContain(hidden.id)
    expect(body.listings.map((l) => l.id)).not.toContain(plain.id)
    expect(Object.keys(body.listings[0]).sort()).toEqual(PUBLIC_KEYS)
    expect(JSON.stringify(body)).not.toMatch(/seller@example\.lv|20000000|"phone"|"email"/)
  })

  it('should refuse a body with fields', async () => {
    const { status, body } = await apiJson<{ errors: Record<string, string> }>('POST', '/api/listing/featured', { json: { limit: 50 } })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ limit: 'Nezināms lauks.' })
  })
})

describe('GET /api/listing/categories', () => {
  it('should list categories in their order with icon and count of public listings', async () => {
    const { status, body } = await apiJson<{ categories: CategoryBody[] }>('GET', '/api/listing/categories')
    expect(status).toBe(200)
    const mine = body.categories.filter((c) => [cafes.id, shops.id, empty.id].includes(c.id))
    expect(mine).toEqual([
      { id: cafes.id, slug: cafes.slug, title: cafes.title, icon: 'briefcase', count: 3 },
      { id: shops.id, slug: shops.slug, title: shops.title, icon: 'briefcase', count: 1 },
      { id: empty.id, slug: empty.slug, title: empty.title, icon: 'briefcase', count: 0 },
    ])
    const orders = await payload.find({ collection: 'categories', pagination: false, depth: 0 })
    const orderOf = new Map(orders.docs.map((c) => [c.id, c.order ?? 0]))
    const listed = body.categories.map((c) => orderOf.get(c.id)!)
    expect(listed).toEqual([...listed].sort((a, b) => a - b))
  })

  it('should title categories in English when asked, falling back to Latvian', async () => {
    const { body } = await apiJson<{ categories: CategoryBody[] }>('GET', '/api/listing/categories?locale=en')
    const english = await payload.findByID({ collection: 'categories', id: shops.id, locale: 'en' })
    expect(body.categories.find((c) => c.id === shops.id)?.title).toBe(english.title)
    expect(english.title).not.toBe(shops.title)
    expect(body.categories.find((c) => c.id === cafes.id)?.title).toBe(cafes.title)
  })
})

describe('GET /api/listing/category/:slug', () => {
  it('should give one category with its count, in the request’s language', async () => {
    const { status, body } = await apiJson<{ category: CategoryBody }>('GET', `/api/listing/category/${cafes.slug}`)
    expect(status).toBe(200)
    expect(body).toEqual({ category: { id: cafes.id, slug: cafes.slug, title: cafes.title, icon: 'briefcase', count: 3 } })
    const english = await apiJson<{ category: CategoryBody }>('GET', `/api/listing/category/${shops.slug}?locale=en`)
    expect(english.body.category.title).toMatch(/^Shops /)
  })

  it('should answer an unknown slug with a 404 and a message', async () => {
    const { status, body } = await apiJson<{ message: string }>('GET', '/api/listing/category/nav-tadas-kategorijas')
    expect(status).toBe(404)
    expect(body.message).toBe('Kategorija netika atrasta.')
  })
})
