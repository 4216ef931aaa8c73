import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { Category, Listing, Location } from '@/payload-types'
import { readSearchParams } from '@/reads/read-search-params'
import { SEARCH_FIELD_NAMES } from '@/lib/search/search-param-names'
import { FACET_SCAN, PRICE_BANDS, searchFacets } from '@/services/listings/public/facets'
import { listPublicListings, SEARCHED_LISTINGS_MAX } from '@/services/listings/public/lists'
import { type ListingSearch, REGIONS, searchFields } from '@/services/listings/public/search'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * Search in POST /api/listing/index (issue 14): words ignoring case and diacritics, inclusive
 * ranges, municipality and planning region, and the sorts, over listings of a category of this
 * file's own, so other files' listings never join the results.
 */

type Page = { listings: { id: number; title: string }[]; total: number; pages: number; message?: string; errors?: Record<string, string> }

const unique = () => crypto.randomBytes(4).toString('hex')
const DAY_MS = 86_400_000

let payload: Payload
let category: Category
const places: Record<'cesis' | 'liepaja' | 'riga', Location> = {} as never
/** The public listings, by a short name. */
const listed: Record<'cafe' | 'factory' | 'bistro', Listing> = {} as never

async function location(title: string, region: string): Promise<Location> {
  return payload.create({
    collection: 'locations',
    locale: 'lv',
    data: { title: `${title} ${unique()}`, atvk: `8${crypto.randomInt(100000, 999999)}`, kind: 'municipality', region } as Location,
  })
}

const search = (fields: Record<string, unknown>) =>
  apiJson<Page>('POST', '/api/listing/index', { json: { category: category.slug, ...fields } })
const titles = async (fields: Record<string, unknown>) => {
  const { status, body } = await search(fields)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.total).toBe(body.listings.length)
  return body.listings.map((listing) => listing.title)
}

beforeAll(async () => {
  payload = await testPayload()
  const seller = await createTestUser(payload)
  const blocked = await createTestUser(payload)
  category = await createCategory(payload, `Meklēšana ${unique()}`)
  places.cesis = await location('Cēsu novads', 'vidzeme')
  places.liepaja = await location('Liepāja', 'kurzeme')
  places.riga = await location('Rīga', 'riga')

  // Oldest first: the factory, then the cafe, then the bistro.
  listed.factory = await createListing(payload, seller.user.id, category.id, {
    title: 'Ražošanas uzņēmums',
    description: 'Metālapstrāde ar savām telpām.',
    price: 500000,
    profit: 50000,
    turnover: 2000000,
    shares_to_sold: 51,
    employees: 40,
    location: places.liepaja.id,
  })
  listed.cafe = await createListing(payload, seller.user.id, category.id, {
    title: 'Kafejnīca Cēsīs',
    description: 'Maizes ražošana uz vietas, 50% daļu.',
    price: 100000,
    profit: 20000,
    turnover: 300000,
    shares_to_sold: 100,
    employees: 5,
    location: places.cesis.id,
  })
  listed.bistro = await createListing(payload, seller.user.id, category.id, {
    title: 'KAFEJNICA Rīgā',
    description: 'Ar terasi vecpilsētā.',
    price: 50000,
    profit: 0,
    turnover: 80000,
    shares_to_sold: 25,
    employees: 3,
    location: places.riga.id,
  })
  // Never to be found: hidden, expired, of a blocked seller.
  await createListing(payload, seller.user.id, category.id, { title: 'Kafejnīca slēpta', status: 'hidden' })
  await createListing(payload, seller.user.id, category.id, {
    title: 'Kafejnīca beigusies',
    expiry_date: new Date(Date.now() - DAY_MS).toISOString(),
  })
  await createListing(payload, blocked.user.id, category.id, { title: 'Kafejnīca bloķēta' })
  await payload.update({ collection: 'users', id: blocked.user.id, data: { blocked: true, blockedReason: 'Krāpšana' } })
})

describe('words', () => {
  it('should ignore diacritics and case both ways, and never find hidden, expired or blocked sellers’ listings', async () => {
    for (const q of ['kafejnica', 'Kafejnīca', 'KAFEJNĪCA', 'kafejnīca'])
      expect((await titles({ q, sort: 'newest' })).sort(), q).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs'])
    for (const q of ['razosana', 'Ražošana', 'RAŽOŠANAS']) expect((await titles({ q })).sort(), q).toContain('Ražošanas uzņēmums')
  })

  it('should want every word, as a word’s start or anywhere in it, with no near-misses', async () => {
    expect(await titles({ q: 'kafejnica cesis' })).toEqual(['Kafejnīca Cēsīs'])
    expect((await titles({ q: 'kafej' })).sort()).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs'])
    expect(await titles({ q: 'apstrade' })).toEqual(['Ražošanas uzņēmums'])
    expect(await titles({ q: 'kafejnca' })).toEqual([])
    expect(await titles({ q: 'kafejnica ražotne' })).toEqual([])
    // LIKE's own signs are only themselves: '50%' is in one description, '%' alone in no other way.
    expect(await titles({ q: '50%' })).toEqual(['Kafejnīca Cēsīs'])
    expect(await titles({ q: '_' })).toEqual([])
  })

  it('should put listings whose title holds the words before those whose description does', async () => {
    // The cafe is newer, and only its description says "ražošana".
    expect(await titles({ q: 'razosana' })).toEqual(['Ražošanas uzņēmums', 'Kafejnīca Cēsīs'])
    expect(await titles({ q: 'razosana', sort: 'newest' })).toEqual(['Kafejnīca Cēsīs', 'Ražošanas uzņēmums'])
  })
})

describe('filters and sorts', () => {
  it('should keep both ends of every range', async () => {
    expect((await titles({ price_min: 100000 })).sort()).toEqual(['Kafejnīca Cēsīs', 'Ražošanas uzņēmums'])
    expect((await titles({ price_max: 100000 })).sort()).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs'])
    expect(await titles({ price_min: 100000, price_max: 100000 })).toEqual(['Kafejnīca Cēsīs'])
    expect(await titles({ turnover_min: 300001 })).toEqual(['Ražošanas uzņēmums'])
    expect(await titles({ profit_max: 0 })).toEqual(['KAFEJNICA Rīgā'])
    expect(await titles({ share_min: 51, share_max: 51 })).toEqual(['Ražošanas uzņēmums'])
    expect(await titles({ employees_max: 5 })).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs'])
  })

  it('should narrow by municipality and by planning region', async () => {
    expect(await titles({ location: places.liepaja.id })).toEqual(['Ražošanas uzņēmums'])
    expect(await titles({ region: 'vidzeme' })).toEqual(['Kafejnīca Cēsīs'])
    expect(await titles({ region: 'riga' })).toEqual(['KAFEJNICA Rīgā'])
    expect(await titles({ region: 'latgale' })).toEqual([])
  })

  it('should sort by price, turnover and the multiple, loss-makers last', async () => {
    expect(await titles({ sort: 'newest' })).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs', 'Ražošanas uzņēmums'])
    expect(await titles({ sort: 'price_asc' })).toEqual(['KAFEJNICA Rīgā', 'Kafejnīca Cēsīs', 'Ražošanas uzņēmums'])
    expect(await titles({ sort: 'price_desc' })).toEqual(['Ražošanas uzņēmums', 'Kafejnīca Cēsīs', 'KAFEJNICA Rīgā'])
    expect(await titles({ sort: 'turnover_desc' })).toEqual(['Ražošanas uzņēmums', 'Kafejnīca Cēsīs', 'KAFEJNICA Rīgā'])
    // 100 000 ÷ 20 000 = 5, 500 000 ÷ 50 000 = 10; the bistro makes no profit.
    expect(await titles({ sort: 'multiple_asc' })).toEqual(['Kafejnīca Cēsīs', 'Ražošanas uzņēmums', 'KAFEJNICA Rīgā'])
  })

  it('should combine all of them', async () => {
    const fields = { q: 'Kafejnica', price_min: 60000, price_max: 100000, region: 'vidzeme', employees_min: 5, sort: 'multiple_asc' }
    expect(await titles(fields)).toEqual(['Kafejnīca Cēsīs'])
    expect(await titles({ ...fields, region: 'riga' })).toEqual([])
  })

  it('should page a search and count it as the pages do', async () => {
    const first = await search({ q: 'a', sort: 'price_asc', limit: 2 })
    expect(first.body).toMatchObject({ total: 3, pages: 2 })
    expect(first.body.listings.map(({ id }) => id)).toEqual([listed.bistro.id, listed.cafe.id])
    const second = await search({ q: 'a', sort: 'price_asc', limit: 2, page: 2 })
    expect(second.body.listings.map(({ id }) => id)).toEqual([listed.factory.id])
  })
})

describe('a listing’s planning region', () => {
  it('should follow its municipality: a move to another, and an editor’s change of the municipality’s region', async () => {
    const place = await location('Pārceļamais novads', 'latgale')
    const moving = await createListing(payload, (await createTestUser(payload)).user.id, category.id, {
      title: 'Reģiona maiņa',
      location: places.cesis.id,
    })
    const inRegion = async (region: string) => (await titles({ q: 'regiona maina', region })).length
    expect(await inRegion('vidzeme')).toBe(1)
    await payload.update({ collection: 'listings', id: moving.id, data: { location: place.id } })
    expect([await inRegion('vidzeme'), await inRegion('latgale')]).toEqual([0, 1])
    await payload.update({ collection: 'locations', id: place.id, data: { region: 'zemgale' } })
    expect([await inRegion('latgale'), await inRegion('zemgale')]).toEqual([0, 1])
    await payload.delete({ collection: 'listings', id: moving.id })
  })
})

describe('bad search input', () => {
  it.each([
    [{ price_min: 'abc' }, 'price_min', 'listing.amountInvalid'],
    [{ turnover_max: -1 }, 'turnover_max', 'listing.amountInvalid'],
    [{ price_min: 10, price_max: 5 }, 'price_max', 'listing.rangeInverted'],
    [{ region: 'mars' }, 'region', 'listing.regionInvalid'],
    [{ sort: 'cheapest' }, 'sort', 'listing.sortInvalid'],
    [{ location: 0 }, 'location', 'listing.locationInvalid'],
    [{ q: 'x'.repeat(201) }, 'q', 'listing.searchTooLong'],
    [{ q: { $ne: '' } }, 'q', 'listing.searchTooLong'],
  ])('should answer %j with a 400 naming the field', async (fields, field, key) => {
    const { status, body } = await search(fields)
    expect(status).toBe(400)
    expect(body.errors?.[field]).toBe(translate('lv', key))
  })

  it('should page a search only as far as it counts, and say how to go on', async () => {
    const { status, body } = await search({ q: 'a', page: SEARCHED_LISTINGS_MAX / 20 + 1 })
    expect(status).toBe(400)
    expect(body.message).toBe(translate('lv', 'listing.searchPageTooDeep', { max: SEARCHED_LISTINGS_MAX }))
    expect((await search({ q: 'a', page: SEARCHED_LISTINGS_MAX / 20 })).status).toBe(200)
  })
})

describe('counts beside each option', () => {
  /** How many listings of this file's category a search finds, counted the way its page counts it. */
  const found = async (search: ListingSearch, categoryId: number | undefined = category.id) =>
    (await listPublicListings(payload, { categoryId, search }, 'lv')).total

  it.each([
    ['nothing', {}],
    ['words', { q: 'kafejnica' }],
    ['a price range', { ranges: { price: { max: 100000 } } }],
    ['a region', { region: 'vidzeme' }],
    ['a municipality and words', { q: 'a', location: 0 }],
  ] as [string, ListingSearch][])('should agree with the results of each option, the other filters applied (%s)', async (_, given) => {
    const search = given.location === 0 ? { ...given, location: places.riga.id } : given
    // Counted from one pass over the matches, and (as past FACET_SCAN matches) option by option.
    for (const scan of [FACET_SCAN, 0]) await agreeWithResults(search, scan)
  })

  async function agreeWithResults(search: ListingSearch, scan: number) {
    const facets = await searchFacets(payload, { categoryId: category.id, search }, { scan })
    for (const region of REGIONS) expect(facets.regions[region] ?? 0, region).toBe(await found({ ...search, region, location: undefined }))
    for (const place of Object.values(places))
      expect(facets.locations[place.id] ?? 0, place.title).toBe(await found({ ...search, location: place.id }))
    for (const [index, band] of PRICE_BANDS.entries())
      expect(facets.priceBands[index], JSON.stringify(band)).toBe(await found({ ...search, ranges: { ...search.ranges, price: band } }))
    const everywhere = await searchFacets(payload, { search }, { scan })
    expect(everywhere.categories[category.id] ?? 0).toBe(await found(search))
  }

  it('should never count hidden, expired or blocked sellers’ listings', async () => {
    for (const scan of [FACET_SCAN, 0]) {
      const facets = await searchFacets(payload, { categoryId: category.id, search: { q: 'kafejnica' } }, { scan })
      expect([facets.regions.vidzeme, facets.regions.riga, facets.regions.kurzeme ?? 0]).toEqual([1, 1, 0])
      expect((await searchFacets(payload, { search: { q: 'kafejnica' } }, { scan })).categories[category.id]).toBe(2)
    }
  })
})

describe('a search page’s address', () => {
  it('should name the same fields as the call', () => {
    expect([...SEARCH_FIELD_NAMES].sort()).toEqual(Object.keys(searchFields).sort())
  })

  it('should read figures as people type them and search with them', () => {
    const state = readSearchParams({ q: '  kafejnica  ', price_min: '50 000', price_max: '100000', share_min: '12,5', region: 'vidzeme' })
    expect(state.ignored).toEqual([])
    expect(state.fields).toEqual({ q: 'kafejnica', price_min: '50000', price_max: '100000', share_min: '12.5', region: 'vidzeme' })
    expect(state.search).toMatchObject({
      q: 'kafejnica',
      region: 'vidzeme',
      ranges: { price: { min: 50000, max: 100000 }, share: { min: 12.5 } },
    })
  })

  it('should leave out, and name, what makes no sense instead of failing', () => {
    const state = readSearchParams({
      price_min: 'abc',
      turnover_min: '500',
      turnover_max: '100',
      region: 'mars',
      sort: 'cheapest',
      lapa: 'x',
      location: '-3',
    })
    expect(state.ignored.sort()).toEqual(['lapa', 'location', 'price_min', 'region', 'sort', 'turnover_max'])
    expect(state.fields).toEqual({ turnover_min: '500' })
    expect(state.page).toBe(1)
  })
})
