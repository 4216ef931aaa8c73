import crypto from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Category, Listing } from '@/payload-types'

import { countStatements } from '../helpers/pg-statement-counter'

/*
 * How many SQL statements each public call costs. This file's Payload talks to PostgreSQL through
 * a relay that counts them, so the config (which reads DATABASE_URL when it loads) is imported
 * only after the relay stands (the helpers load it).
 */
const counter = await countStatements(process.env.DATABASE_URL!)
process.env.DATABASE_URL = counter.url
const { testPayload } = await import('../helpers/payload')
const { api } = await import('../helpers/rest')
const { createTestUser } = await import('../helpers/users')
const { createAttachment, createCategory, createImage, createListing } = await import('../helpers/fixtures')
const { FACET_SCAN, searchFacets } = await import('@/services/listings/public/facets')

const unique = () => crypto.randomBytes(4).toString('hex')

let payload: Awaited<ReturnType<typeof testPayload>>
let sellerId: number
let sector: Category
let locationId: number
const listings: Listing[] = []

/**
 * Adds `count` public listings to the sector, all featured and placed, every third with an image
 * and an attachment, so the pages the calls read hold every kind of card.
 */
async function addListings(count: number) {
  for (let i = 0; i < count; i++) {
    const n = listings.length
    const files =
      n % 3 === 0 ? { image: (await createImage(payload, sellerId)).id, attachment: (await createAttachment(payload, sellerId)).id } : {}
    listings.push(
      await createListing(payload, sellerId, sector.id, {
        ...files,
        location: locationId,
        featured: true,
        title: `Uzņēmums ${n} ${unique()}`,
      }),
    )
  }
}

type Call = { name: string; method: 'GET' | 'POST'; url: () => `/api/${string}`; json?: () => unknown }

const calls: Call[] = [
  { name: 'index, 6 a page', method: 'POST', url: () => '/api/listing/index', json: () => ({ limit: 6 }) },
  { name: 'index, 48 a page', method: 'POST', url: () => '/api/listing/index', json: () => ({ limit: 48 }) },
  {
    name: 'index, a category, 6 a page',
    method: 'POST',
    url: () => '/api/listing/index',
    json: () => ({ category: sector.slug, limit: 6 }),
  },
  {
    name: 'index, a category, 48 a page',
    method: 'POST',
    url: () => '/api/listing/index',
    json: () => ({ category: sector.slug, limit: 48 }),
  },
  { name: 'index, page 2', method: 'POST', url: () => '/api/listing/index', json: () => ({ page: 2, limit: 6 }) },
  { name: 'count, all', method: 'POST', url: () => '/api/listing/count', json: () => ({}) },
  { name: 'count, a category', method: 'POST', url: () => '/api/listing/count', json: () => ({ category: sector.slug }) },
  { name: 'categories', method: 'GET', url: () => '/api/listing/categories' },
  { name: 'a category', method: 'GET', url: () => `/api/listing/category/${sector.slug}` },
  { name: 'featured', method: 'POST', url: () => '/api/listing/featured' },
  { name: 'locations', method: 'GET', url: () => '/api/listing/locations' },
  { name: 'a listing by slug', method: 'GET', url: () => `/api/listing/get/${listings[0].slug}/slug` },
]

/** Statements each call sent, the call made once to warm up and then counted. */
async function statementsPerCall(): Promise<Record<string, number>> {
  const counted: Record<string, number> = {}
  for (const call of calls) {
    const send = () => api(call.method, call.url(), call.json ? { json: call.json() } : {})
    expect((await send()).status, call.name).toBe(200)
    counter.reset()
    const response = await send()
    await response.text()
    counted[call.name] = counter.count
    expect(response.status).toBe(200)
  }
  return counted
}

beforeAll(async () => {
  payload = await testPayload()
  sellerId = (await createTestUser(payload)).user.id
  sector = await createCategory(payload, `Mērogs ${unique()}`)
  locationId = (
    await payload.create({
      collection: 'locations',
      data: { title: `Novads ${unique()}`, atvk: `8${crypto.randomInt(100000, 999999)}`, kind: 'municipality', region: 'vidzeme' },
      locale: 'lv',
    })
  ).id
})

afterAll(async () => {
  // Sixty featured listings would crowd the home page of the files that run after this one.
  await payload.delete({ collection: 'listings', where: { id: { in: listings.map((listing) => listing.id) } } })
  counter.close()
})

describe('SQL statements of the public calls', () => {
  it('should not grow with the page size or the number of listings', async () => {
    await addListings(14)
    const small = await statementsPerCall()
    await addListings(46)
    const large = await statementsPerCall()

    console.log('SQL statements per call (14 listings → 60):', JSON.stringify(small), JSON.stringify(large))
    expect(large).toEqual(small)
    expect(small['index, 48 a page']).toBe(small['index, 6 a page'])
    expect(small['index, a category, 48 a page']).toBe(small['index, a category, 6 a page'])
    // A page of cards is a fixed handful of statements, not one or more per card.
    const { 'a listing by slug': one, ...cards } = small
    expect(Math.max(...Object.values(cards))).toBeLessThanOrEqual(10)
    // One listing's whole answer reads more of it (register check, red flags, its face for the caller), still a fixed number.
    expect(one).toBeLessThanOrEqual(12)
  })

  it('should count a search page’s options in as many statements whether one pass suffices or each option is counted', async () => {
    if (listings.length === 0) await addListings(3)
    const statementsOfFacets = async (scan: number) => {
      counter.reset()
      const facets = await searchFacets(payload, { categoryId: sector.id, search: { region: 'vidzeme' } }, { scan })
      return { statements: counter.count, sectors: facets.categories[sector.id] }
    }
    const onePass = await statementsOfFacets(FACET_SCAN)
    // With nothing scanned, every option is counted on its own, as a broad search's are on a large site.
    const eachOption = await statementsOfFacets(0)
    expect(onePass.sectors).toBe(listings.length)
    expect(eachOption).toEqual(onePass)
    // Sectors, regions, municipalities, the confidential listings' regions, price bands.
    expect(onePass.statements).toBe(5)
  })
})
