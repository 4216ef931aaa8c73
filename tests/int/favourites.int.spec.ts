import { afterAll, describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import { readLoginReturn } from '@/lib/client/login-return'
import type { Listing } from '@/payload-types'
import type { SavedFavourite } from '@/services/favourites/favourite-shapes'
import { MAX_FAVOURITES } from '@/services/favourites/save-favourite'

import { authenticate } from '../helpers/accounts'
import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson, ORIGIN } from '../helpers/rest'
import { createTestUser, createTestUsers, type TestUser } from '../helpers/users'

/*
 * Favourites (issue 14): the heart's calls under /api/favourites, the saved list's notes, and
 * that nobody reaches another person's favourites, through our calls or Payload's generated
 * routes of the collection, whose paths ours share.
 */

const DAY_MS = 86_400_000

type State = { success: true; listing_id: number; saved: boolean }
type Failure = { message: string; error?: string }

const payload = await testPayload()
const [seller, buyer, other, admin] = await createTestUsers(payload, 'user', 'user', 'user', 'admin')
const category = await createCategory(payload)
const created: Listing[] = []

const listing = async (data: Partial<Listing> = {}, owner = seller) => {
  const made = await createListing(payload, owner.user.id, category.id, data)
  created.push(made)
  return made
}

const save = (who: TestUser | undefined, id: number | string) =>
  apiJson<State & Failure>('PUT', `/api/favourites/${id}`, { token: who?.token })
const remove = (who: TestUser | undefined, id: number | string) =>
  apiJson<State & Failure>('DELETE', `/api/favourites/${id}`, { token: who?.token })
const ids = async (who: TestUser, query = '') => {
  const { status, body } = await apiJson<{ ids: number[] }>('GET', `/api/favourites/ids${query}`, { token: who.token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.ids
}
const saved = async (who: TestUser, locale = 'lv') => {
  const { status, body } = await apiJson<{ favourites: SavedFavourite[] }>('GET', `/api/favourites?locale=${locale}`, { token: who.token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.favourites
}
const rowsOf = async (who: TestUser) =>
  (await payload.find({ collection: 'favourites', where: { user: { equals: who.user.id } }, depth: 0, pagination: false })).docs

afterAll(async () => {
  // Their favourites go with them (the foreign keys cascade).
  for (const each of created) await payload.delete({ collection: 'listings', id: each.id })
})

describe('PUT and DELETE /api/favourites/{listingId}', () => {
  it('should save a public listing once with its price, however often it is saved, and remove it the same way', async () => {
    const cafe = await listing({ price: 90000 })
    expect(await save(buyer, cafe.id)).toEqual({ status: 200, body: { success: true, listing_id: cafe.id, saved: true } })
    await payload.update({ collection: 'listings', id: cafe.id, data: { price: 95000 } })
    expect((await save(buyer, cafe.id)).body.saved).toBe(true)
    const rows = await rowsOf(buyer)
    expect(rows.filter((row) => row.listing === cafe.id).map((row) => row.savedPrice)).toEqual([90000])
    expect(await ids(buyer)).toContain(cafe.id)

    expect(await remove(buyer, cafe.id)).toEqual({ status: 200, body: { success: true, listing_id: cafe.id, saved: false } })
    expect(await remove(buyer, cafe.id)).toEqual({ status: 200, body: { success: true, listing_id: cafe.id, saved: false } })
    expect(await ids(buyer)).not.toContain(cafe.id)
  })

  it('should keep one favourite when the same heart is pressed twice at once', async () => {
    const bakery = await listing()
    const answers = await Promise.all([save(buyer, bakery.id), save(buyer, bakery.id), save(buyer, bakery.id)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await rowsOf(buyer)).filter((row) => row.listing === bakery.id)).toHaveLength(1)
    await remove(buyer, bakery.id)
  })

  it('should answer 404 for a listing the public does not see, its own seller’s included', async () => {
    const hidden = await listing({ status: 'hidden' })
    const expired = await listing({ expiry_date: new Date(Date.now() - DAY_MS).toISOString() })
    const blockedSeller = await createTestUser(payload)
    const ofBlocked = await listing({}, blockedSeller)
    await payload.update({ collection: 'users', id: blockedSeller.user.id, data: { blocked: true } })

    for (const [who, id] of [
      [buyer, hidden.id],
      [buyer, expired.id],
      [buyer, ofBlocked.id],
      [buyer, 2_000_000_000],
      [seller, hidden.id],
    ] as const) {
      const { status, body } = await save(who, id)
      expect(status, `listing ${id}`).toBe(404)
      expect(body.message).toBe(translate('lv', 'listing.notFound'))
    }
    expect(await rowsOf(seller)).toHaveLength(0)
  })

  it('should refuse a save past the number one account may keep, with 409 and a message', async () => {
    const one = await listing()
    const count = vi.spyOn(payload, 'count').mockResolvedValueOnce({ totalDocs: MAX_FAVOURITES })
    try {
      const { status, body } = await save(other, one.id)
      expect(status).toBe(409)
      expect(body.error).toBe('favourites_limit')
      expect(body.message).toBe(translate('lv', 'favourites.tooMany', { max: MAX_FAVOURITES }))
    } finally {
      count.mockRestore()
    }
    expect(await rowsOf(other)).toHaveLength(0)
  })
})

describe('GET /api/favourites/ids', () => {
  it('should answer the saved ids, newest saved first, all or among those asked for', async () => {
    const [first, second, third] = [await listing(), await listing(), await listing()]
    for (const each of [first, second, third]) await save(other, each.id)
    expect(await ids(other)).toEqual([third.id, second.id, first.id])
    expect(await ids(other, `?ids=${first.id},${third.id},2000000000`)).toEqual([third.id, first.id])
    for (const each of [first, second, third]) await remove(other, each.id)
  })
})

describe('GET /api/favourites: the saved list and its notes', () => {
  it('should note a hidden, an expired, a blocked seller’s listing and a price up or down, and keep the rest as the public sees it', async () => {
    const lister = await createTestUser(payload)
    const same = await listing({ title: 'Kafejnīca bez pārmaiņām', price: 100000 })
    const dearer = await listing({ title: 'Viesnīca, kas kļuva dārgāka', price: 200000 })
    const cheaper = await listing({ title: 'Aptieka, kas kļuva lētāka', price: 300000 })
    const onRequest = await listing({ title: 'Cena kļuva pēc vienošanās', price: 50000 })
    const hidden = await listing({ title: 'Paslēpta darbnīca', price: 70000 })
    const expiring = await listing({ title: 'Beigusies maiznīca', price: 80000 })
    const ofBlocked = await listing({ title: 'Bloķēta pārdevēja salons', price: 60000 }, lister)
    for (const each of [same, dearer, cheaper, onRequest, hidden, expiring, ofBlocked])
      expect((await save(buyer, each.id)).status).toBe(200)

    await payload.update({ collection: 'listings', id: dearer.id, data: { price: 250000 } })
    await payload.update({ collection: 'listings', id: cheaper.id, data: { price: 240000 } })
    await payload.update({ collection: 'listings', id: onRequest.id, data: { price: null } })
    await payload.update({ collection: 'listings', id: hidden.id, data: { status: 'hidden', price: 1 } })
    await payload.update({ collection: 'listings', id: expiring.id, data: { expiry_date: new Date(Date.now() - 1000).toISOString() } })
    await payload.update({ collection: 'users', id: lister.user.id, data: { blocked: true } })

    const list = await saved(buyer)
    const byId = new Map(list.map((each) => [each.listing_id, each]))
    expect(list.map((each) => each.listing_id).slice(0, 7)).toEqual(
      [ofBlocked, expiring, hidden, onRequest, cheaper, dearer, same].map((each) => each.id),
    )

    expect(byId.get(same.id)).toMatchObject({ title: same.title, saved_price: 100000, note: null, listing: { id: same.id, price: 100000 } })
    expect(byId.get(dearer.id)?.note).toEqual({ kind: 'priceChanged', from: 200000, to: 250000 })
    expect(byId.get(cheaper.id)?.note).toEqual({ kind: 'priceChanged', from: 300000, to: 240000 })
    expect(byId.get(onRequest.id)?.note).toEqual({ kind: 'priceChanged', from: 50000, to: null })
    for (const [gone, kind] of [
      [hidden, 'hidden'],
      [expiring, 'expired'],
      [ofBlocked, 'hidden'],
    ] as const) {
      expect(byId.get(gone.id)).toEqual({
        listing_id: gone.id,
        title: gone.title,
        saved_at: expect.any(String),
        saved_price: gone.price,
        note: { kind },
        listing: null,
      })
    }

    // The public's card: its sector titled in the request's language, never a contact.
    const card = byId.get(same.id)!.listing!
    expect(card.category.title).toBe(category.title)
    expect(card.has_contact).toBe(true)
    expect(Object.keys(card)).not.toContain('phone')
    expect(JSON.stringify(list)).not.toContain('seller@example.lv')

    for (const each of [same, dearer, cheaper, onRequest, hidden, expiring, ofBlocked])
      expect((await remove(buyer, each.id)).status).toBe(200)
    expect(await saved(buyer)).toEqual([])
  })

  it('should drop a favourite with its listing', async () => {
    const sold = await createListing(payload, seller.user.id, category.id)
    await save(buyer, sold.id)
    await payload.delete({ collection: 'listings', id: sold.id })
    expect((await saved(buyer)).map((each) => each.listing_id)).not.toContain(sold.id)
    expect((await rowsOf(buyer)).map((row) => row.listing)).not.toContain(sold.id)
  })
})

describe('whose favourites', () => {
  it('should show and remove only the caller’s own, through our calls and Payload’s routes of the collection', async () => {
    const shop = await listing()
    await save(buyer, shop.id)
    const [row] = (await rowsOf(buyer)).filter((each) => each.listing === shop.id)

    expect((await saved(other)).map((each) => each.listing_id)).not.toContain(shop.id)
    expect(await ids(other)).not.toContain(shop.id)
    expect((await remove(other, shop.id)).status).toBe(200)
    expect(await ids(buyer)).toContain(shop.id)

    // GET /api/favourites is our call, even for an admin: their own list, not everyone's.
    expect((await saved(admin)).map((each) => each.listing_id)).not.toContain(shop.id)
    // DELETE /api/favourites/{id} is ours too: an admin naming the row's id removes nothing of the buyer's.
    expect((await remove(admin, row.id)).status).toBe(200)
    expect((await remove(admin, shop.id)).status).toBe(200)
    expect(await ids(buyer)).toContain(shop.id)

    // Payload's generated routes of the collection: nothing for people, reading for admins.
    for (const who of [buyer, other]) {
      for (const [method, url, json] of [
        ['GET', `/api/favourites/${row.id}`, undefined],
        ['GET', '/api/favourites/count', undefined],
        ['POST', '/api/favourites', { user: who.user.id, listing: shop.id }],
        ['PATCH', `/api/favourites/${row.id}`, { savedPrice: 1 }],
        ['PATCH', `/api/favourites?where[id][equals]=${row.id}`, { savedPrice: 1 }],
        ['DELETE', `/api/favourites?where[id][equals]=${row.id}`, undefined],
      ] as const) {
        const { status, body } = await apiJson<Record<string, unknown>>(method, url, { token: who.token, json })
        expect(status, `${method} ${url}: ${JSON.stringify(body)}`).toBe(403)
      }
    }
    const read = await apiJson<{ id: number; listing: unknown }>('GET', `/api/favourites/${row.id}?depth=0`, { token: admin.token })
    expect(read).toMatchObject({ status: 200, body: { id: row.id, listing: shop.id } })
    const bulk = await apiJson('DELETE', `/api/favourites?where[id][equals]=${row.id}`, { token: admin.token })
    expect(bulk.status).toBe(403)
    expect((await rowsOf(buyer)).map((each) => each.id)).toContain(row.id)
    await remove(buyer, shop.id)
  })
})

describe('refusals', () => {
  it('should answer 401 with a message to every call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', '/api/favourites/1'],
      ['DELETE', '/api/favourites/1'],
    ] as const) {
      const { status, body } = await apiJson<Failure>(method, url)
      expect(status, `${method} ${url}`).toBe(401)
      expect(body.message).toBe(translate('lv', 'api.notLoggedIn'))
    }
  })

  it('should refuse a save or a removal sent by another site’s page, with the session cookie', async () => {
    const target = await listing()
    const { cookie } = await authenticate(buyer.email, buyer.password)
    expect(cookie).toMatch(/^payload-token=/)
    await save(buyer, target.id)
    for (const method of ['PUT', 'DELETE'] as const) {
      const { status, body } = await apiJson<Failure>(method, `/api/favourites/${target.id}`, {
        headers: { Cookie: cookie, Origin: 'https://evil.example' },
      })
      expect(status).toBe(403)
      expect(body.message).toBe(translate('lv', 'api.foreignOrigin'))
    }
    expect(await ids(buyer)).toContain(target.id)
    // The same calls from the site's own page go through.
    const own = await apiJson<State>('DELETE', `/api/favourites/${target.id}`, { headers: { Cookie: cookie, Origin: ORIGIN } })
    expect(own.status).toBe(200)
    expect(await ids(buyer)).not.toContain(target.id)
  })

  it('should answer a bad id with 400 and a message, never a 500', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', '%20']) {
      for (const call of [save, remove]) {
        const { status, body } = await call(buyer, bad)
        expect(status, `${bad}: ${JSON.stringify(body)}`).toBe(400)
        expect(body.message).toBe(translate('lv', 'listing.idInvalid'))
      }
    }
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',')
    for (const query of ['?ids=', '?ids=1,abc', '?ids=1,,2', '?ids=0', `?ids=${many}`]) {
      const { status, body } = await apiJson<Failure>('GET', `/api/favourites/ids${query}`, { token: buyer.token })
      expect(status, query).toBe(400)
      expect(body.message).toBe(translate('lv', 'favourites.idsInvalid'))
    }
    const english = await apiJson<Failure>('PUT', '/api/favourites/abc?locale=en', { token: buyer.token })
    expect(english.body.message).toBe(translate('en', 'listing.idInvalid'))
  })
})

describe('the way back from login after a visitor’s heart', () => {
  it('should take only a path on this site and a positive listing id from the login page’s query', () => {
    expect(readLoginReturn('?next=%2Fen%2Fbizness%2Fkafejnica%3Fa%3D1&save=42')).toEqual({ next: '/en/bizness/kafejnica?a=1', save: 42 })
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '']) {
      expect(readLoginReturn(`?${new URLSearchParams({ next: hostile, save: '1' })}`).next, hostile).toBeNull()
    }
    for (const bad of ['abc', '0', '-3', '1.5', '1e400', '']) {
      expect(readLoginReturn(`?next=/&save=${bad}`).save, bad).toBeNull()
    }
  })
})
