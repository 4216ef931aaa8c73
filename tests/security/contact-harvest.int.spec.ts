/**
 * Finding 5 of the security review: 100 anonymous GET /api/listing/get/{slug}/contact in a row
 * all answered 200, across 55 listings, so every seller's phone and e-mail could be harvested.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/api/visitor-address'
import type { Category, Listing } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { limitMessage } from '../helpers/limits'
import { createTestUser, type TestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

let payload: Payload
let seller: TestUser
let category: Category
let listings: Listing[]

beforeAll(async () => {
  payload = await testPayload()
  seller = await createTestUser(payload)
  category = await createCategory(payload)
  listings = []
  for (let i = 0; i < 25; i++) listings.push(await createListing(payload, seller.user.id, category.id))
})

const reveal = (listing: Listing, visitor: Record<string, string>, query = '') =>
  apiJson<{ phone?: string; email?: string; message?: string }>(
    'GET',
    `/api/listing/get/${listing.slug}/contact${query}` as `/api/${string}`,
    { headers: visitor },
  )

describe('GET /api/listing/get/:slug/contact, asked by a harvester', () => {
  it('should answer 429 in Latvian and English to a visitor harvesting contacts across many listings', async () => {
    const harvester = newVisitor()
    for (const listing of listings.slice(0, 20)) expect((await reveal(listing, harvester)).status).toBe(200)

    const lv = await api('GET', `/api/listing/get/${listings[20].slug}/contact`, { headers: harvester })
    expect(lv.status).toBe(429)
    const lvBody = (await lv.json()) as Record<string, string>
    expect(lvBody.message).toMatch(limitMessage('lv', 'listing.contactVisitorLimit'))
    expect(JSON.stringify(lvBody)).not.toContain('20000000')
    expect(Number(lv.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(lv.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60)

    const en = await reveal(listings[21], harvester, '?locale=en')
    expect(en.status).toBe(429)
    expect(en.body.message).toMatch(limitMessage('en', 'listing.contactVisitorLimit'))

    // What the harvester already has, it may open again; nothing new.
    expect((await reveal(listings[3], harvester)).status).toBe(200)
    for (const listing of listings.slice(22)) expect((await reveal(listing, harvester)).status).toBe(429)
    // Everybody else browses as before.
    expect((await reveal(listings[24], newVisitor())).status).toBe(200)
  })

  it('should count the addresses of one IPv6 /64 network as one visitor', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`
    for (let i = 0; i < 20; i++)
      expect((await reveal(listings[i], { [CLIENT_ADDRESS_HEADER]: `${network}::${(i + 1).toString(16)}` })).status).toBe(200)
    expect((await reveal(listings[20], { [CLIENT_ADDRESS_HEADER]: `${network}:0:0:0:abcd` })).status).toBe(429)
  })

  it('should throttle one listing’s contact once 50 different visitors opened it within the hour', async () => {
    const listing = await createListing(payload, seller.user.id, category.id)
    const visitors = Array.from({ length: 51 }, () => newVisitor())
    for (const visitor of visitors.slice(0, 50)) expect((await reveal(listing, visitor)).status).toBe(200)

    const over = await reveal(listing, visitors[50], '?locale=en')
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(limitMessage('en', 'listing.contactListingLimit'))
    // Those who already opened it still can; other listings are not affected.
    expect((await reveal(listing, visitors[7])).status).toBe(200)
    expect((await reveal(listings[0], visitors[50])).status).toBe(200)
  })
})

describe('GET /api/listing/get/:slug/contact, asked by buyers', () => {
  it('should let a visitor browse a dozen listings and reopen each contact as often as they like', async () => {
    const buyer = newVisitor()
    for (let round = 0; round < 3; round++) {
      for (const listing of listings.slice(0, 12)) {
        const { status, body } = await reveal(listing, buyer)
        expect(status).toBe(200)
        expect(body).toEqual({ phone: '+371 20000000', email: 'seller@example.lv' })
      }
    }
  })
})
