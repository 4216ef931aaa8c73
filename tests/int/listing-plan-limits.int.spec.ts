import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { Category, Listing, User } from '@/payload-types'
import { trimFeatured } from '@/services/listings/featured-picks'

import { createCategory, createListing, withOwnPlan } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type Body = { success?: boolean; id?: number; featured?: boolean; message?: string; error?: string; errors?: { message: string }[] }

let payload: Payload
let category: Category
let moderator: TestUser
let admin: TestUser

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

beforeAll(async () => {
  payload = await testPayload()
  category = await createCategory(payload)
  moderator = await createTestUser(payload, ['moderator'])
  admin = await createTestUser(payload, ['admin'])
})

const subscribed = (plan_name: string, status: 'active' | 'pending' | 'canceled' = 'active') =>
  ({ subscription: { plan_name, status, payment_schedule: 'monthly' } }) as Partial<User>

/** `count` public listings of `owner`, made as server code makes them (no allowance applies). */
const listingsOf = async (owner: TestUser, count: number, data: Partial<Listing> = {}) => {
  const made: Listing[] = []
  for (let n = 0; n < count; n++) made.push(await createListing(payload, owner.user.id, category.id, data))
  return made
}

const post = (person: TestUser, query = '') =>
  apiJson<Body>('POST', `/api/listing/create${query}`, {
    token: person.token,
    json: {
      title: `Pārdod darbnīcu ${crypto.randomBytes(3).toString('hex')}`,
      category_id: category.id,
      description: 'Darbnīca ar klientiem.',
      registration_number: '40103550818',
    },
  })

const ownListings = async (owner: TestUser) =>
  (await payload.count({ collection: 'listings', where: { owner: { equals: owner.user.id } } })).totalDocs

const feature = (person: TestUser | undefined, id: number | string, json: unknown = { featured: true }, query = '') =>
  apiJson<Body>('POST', `/api/listing/feature/${id}${query}`, { token: person?.token, json })

const isFeatured = async (id: number) => (await payload.findByID({ collection: 'listings', id, depth: 0 })).featured === true

const activeLimit = (locale: 'lv' | 'en', limit: number, plan: string) => translate(locale, 'listing.activeLimit', { limit, plan })
const featuredLimit = (locale: 'lv' | 'en', limit: number, plan: string) => translate(locale, 'listing.featuredLimit', { limit, plan })

describe('active listings: the plan’s allowance', () => {
  it('should refuse a free account’s sixth public listing with 403 listing_limit in lv and en, storing nothing', async () => {
    const seller = await createTestUser(payload)
    const listings = await listingsOf(seller, 5)

    const refused = await post(seller)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'listing_limit', message: activeLimit('lv', 5, 'Bezmaksas') })
    expect(refused.body.message).toContain('5 aktīvi sludinājumi')
    expect((await post(seller, '?locale=en')).body.message).toBe(activeLimit('en', 5, 'Free'))
    expect(activeLimit('en', 5, 'Free')).toContain('choose a bigger plan')

    // Payload's own REST route is held to the same allowance.
    const rest = await apiJson<Body>('POST', '/api/listings', {
      token: seller.token,
      json: { title: 'Caur REST', description: 'Apraksts', category: category.id, registration_number: '40103550818' },
    })
    expect(rest.status).toBe(403)
    expect(rest.body.errors?.[0]?.message).toBe(activeLimit('lv', 5, 'Bezmaksas'))
    expect(await ownListings(seller)).toBe(5)

    // Editing a listing that is already public takes no new place.
    const edited = await apiJson<Body>('POST', '/api/listing/create', {
      token: seller.token,
      json: { id: listings[0].id, title: 'Jauns nosaukums', category_id: category.id, description: 'Labots apraksts.' },
    })
    expect(edited.status).toBe(200)
  })

  it('should count only public listings: a hidden or an expired one makes room again', async () => {
    const seller = await createTestUser(payload)
    const [first, second] = await listingsOf(seller, 5)
    expect((await post(seller)).status).toBe(403)

    await payload.update({ collection: 'listings', id: first.id, data: { status: 'hidden' } })
    expect((await post(seller)).status).toBe(201)
    expect((await post(seller)).status).toBe(403)

    await payload.update({ collection: 'listings', id: second.id, data: { expiry_date: daysAgo(1) } })
    expect((await post(seller)).status).toBe(201)
    expect((await post(seller)).status).toBe(403)
    expect(await ownListings(seller)).toBe(7)

    // Staff decisions are not limited: a moderator may show the hidden listing again.
    const shown = await api('PATCH', `/api/listings/${first.id}`, { token: moderator.token, json: { status: 'published' } })
    expect(shown.status).toBe(200)
  })

  it('should refuse renewing an ended listing while the allowance is full, and renew it once there is room', async () => {
    const seller = await createTestUser(payload)
    const [public1] = await listingsOf(seller, 5)
    const [ended] = await listingsOf(seller, 1, { expiry_date: daysAgo(3) })

    const refused = await apiJson<Body>('POST', `/api/listing/renew/${ended.id}?locale=en`, { token: seller.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'listing_limit', message: activeLimit('en', 5, 'Free') })
    expect(new Date((await payload.findByID({ collection: 'listings', id: ended.id })).expiry_date).getTime()).toBeLessThan(Date.now())

    await payload.delete({ collection: 'listings', id: public1.id })
    expect((await apiJson<Body>('POST', `/api/listing/renew/${ended.id}`, { token: seller.token })).status).toBe(200)
  })

  it('should count the whole team’s listings against the owner’s plan', async () => {
    const owner = await createTestUser(payload)
    const member = await createTestUser(payload, ['user'], { team: owner.user.id } as Partial<User>)
    await listingsOf(owner, 3)
    await listingsOf(member, 2)
    expect((await post(member)).body).toMatchObject({ error: 'listing_limit' })
    expect((await post(owner)).status).toBe(403)

    // The owner's subscription raises the team's allowance, the member's included.
    await payload.update({ collection: 'users', id: owner.user.id, data: subscribed('pro') })
    expect((await post(member)).status).toBe(201)
  })

  it('should let a subscriber publish up to their plan’s number, and only a subscribed plan counts', async () => {
    const canceled = await createTestUser(payload, ['user'], subscribed('pro', 'canceled'))
    await listingsOf(canceled, 5)
    expect((await post(canceled)).status).toBe(403)

    const pending = await createTestUser(payload, ['user'], subscribed('pro', 'pending'))
    await listingsOf(pending, 24)
    expect((await post(pending)).status).toBe(201)
    const full = await post(pending, '?locale=en')
    expect(full.body.message).toBe(activeLimit('en', 25, 'Pro'))
  })
})

describe('POST /api/listing/feature/:id: a subscriber picks featured listings', () => {
  it('should refuse a free account with 403 featured_limit saying the plan features none', async () => {
    const seller = await createTestUser(payload)
    const [listing] = await listingsOf(seller, 1)
    const refused = await feature(seller, listing.id)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'featured_limit', message: featuredLimit('lv', 0, 'Bezmaksas') })
    expect((await feature(seller, listing.id, { featured: true }, '?locale=en')).body.message).toBe(featuredLimit('en', 0, 'Free'))
    expect(await isFeatured(listing.id)).toBe(false)
  })

  it('should let a Pro subscriber feature one listing, refuse a second, and take another once the first stops', async () => {
    const seller = await createTestUser(payload, ['user'], subscribed('pro'))
    const [first, second] = await listingsOf(seller, 2)

    expect(await feature(seller, first.id)).toEqual({ status: 200, body: { success: true, id: first.id, featured: true } })
    expect(await isFeatured(first.id)).toBe(true)
    // Asking again for what already is changes nothing and is no refusal.
    expect((await feature(seller, first.id)).status).toBe(200)

    const refused = await feature(seller, second.id, { featured: true }, '?locale=en')
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'featured_limit', message: featuredLimit('en', 1, 'Pro') })
    expect(await isFeatured(second.id)).toBe(false)

    expect((await feature(seller, first.id, { featured: false })).body.featured).toBe(false)
    expect((await feature(seller, second.id)).body.featured).toBe(true)
    const mine = await apiJson<{ listings: { id: number; featured: boolean }[] }>('GET', '/api/listing/my', { token: seller.token })
    expect(Object.fromEntries(mine.body.listings.map((each) => [each.id, each.featured]))).toEqual({ [first.id]: false, [second.id]: true })
  })

  it('should answer 404 to anyone but the listing’s owner and leave the flag alone; 401 without a session; 400 for a bad body', async () => {
    const owner = await createTestUser(payload, ['user'], subscribed('business'))
    const other = await createTestUser(payload, ['user'], subscribed('business'))
    const [listing] = await listingsOf(owner, 1)

    const foreign = await feature(other, listing.id)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe(translate('lv', 'listing.notFound'))
    expect((await feature(other, 2_000_000_000)).status).toBe(404)
    expect((await feature(undefined, listing.id)).status).toBe(401)
    for (const json of [{}, { featured: 'maybe' }, { featured: true, extra: 1 }]) {
      expect((await feature(owner, listing.id, json)).status, JSON.stringify(json)).toBe(400)
    }
    expect((await feature(owner, 'abc')).status).toBe(400)
    expect(await isFeatured(listing.id)).toBe(false)
  })

  it('should count the team’s featured listings together', async () => {
    const owner = await createTestUser(payload, ['user'], subscribed('pro'))
    const member = await createTestUser(payload, ['user'], { team: owner.user.id } as Partial<User>)
    const [own] = await listingsOf(owner, 1)
    const [members] = await listingsOf(member, 1)
    expect((await feature(member, members.id)).status).toBe(200)
    expect((await feature(owner, own.id)).body).toMatchObject({ error: 'featured_limit' })
  })
})

describe('featured flags beyond the plan', () => {
  it('should take the extra flags off when a subscription ends (trimFeatured), the public ones kept first', async () => {
    const seller = await createTestUser(payload, ['user'], subscribed('business'))
    const listings = await listingsOf(seller, 3)
    for (const listing of listings) expect((await feature(seller, listing.id)).status).toBe(200)

    // Down to Pro: one stays, the newest public one; an ended listing's flag goes first.
    await payload.update({ collection: 'listings', id: listings[2].id, data: { expiry_date: daysAgo(1) } })
    await payload.update({ collection: 'users', id: seller.user.id, data: subscribed('pro') })
    expect(await trimFeatured(payload, seller.user.id)).toBe(2)
    expect(await Promise.all(listings.map((listing) => isFeatured(listing.id)))).toEqual([false, true, false])

    // Ended: the free plan features none.
    await payload.update({ collection: 'users', id: seller.user.id, data: subscribed('pro', 'canceled') })
    expect(await trimFeatured(payload, seller.user.id)).toBe(1)
    expect(await Promise.all(listings.map((listing) => isFeatured(listing.id)))).toEqual([false, false, false])
    expect(await trimFeatured(payload, seller.user.id)).toBe(0)
  })

  it('should take staff-set flags of a team member off too, named by the member or the owner', async () => {
    const owner = await createTestUser(payload)
    const member = await createTestUser(payload, ['user'], { team: owner.user.id } as Partial<User>)
    const [listing] = await listingsOf(member, 1, { featured: true })
    expect(await trimFeatured(payload, member.user.id)).toBe(1)
    expect(await isFeatured(listing.id)).toBe(false)
  })

  it('should take the extra flags off at once when an operator lowers a plan’s featured listings', async () => {
    const limits = { teamSeats: 3, activeListings: 10, featuredListings: 2 }
    await withOwnPlan(payload, 'featured', { title: 'Izcelšana', prices: { monthly: 30, yearly: 300 }, limits }, async (plan) => {
      const seller = await createTestUser(payload, ['user'], subscribed(plan.name))
      const listings = await listingsOf(seller, 2)
      for (const listing of listings) expect((await feature(seller, listing.id)).status).toBe(200)

      const lowered = await api('PATCH', `/api/plans/${plan.id}`, { token: admin.token, json: { limits: { featuredListings: 1 } } })
      expect(lowered.status).toBe(200)
      expect(await Promise.all(listings.map((listing) => isFeatured(listing.id)))).toEqual([false, true])
    })
  })
})
