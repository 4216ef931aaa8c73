import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CACHE_TAGS, categoryListingsTag, listingTag } from '@/lib/cache/cache-tags'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * Which answers the app marks as everyone's, for Varnish (deploy/varnish/bizness.vcl) and a CDN,
 * and under which tags: those are what a revalidation must purge for the copies to go.
 */
const unique = () => crypto.randomBytes(4).toString('hex')

const payload = await testPayload()
const seller = await createTestUser(payload)
const category = await createCategory(payload, `Viesnīcas ${unique()}`)
const published = await createListing(payload, seller.user.id, category.id)
const hidden = await createListing(payload, seller.user.id, category.id, { status: 'hidden' })

type Call = Parameters<typeof api>
const tagsOf = async (...call: Call) => {
  const response = await api(...call)
  expect(response.status, call[1]).toBe(200)
  return sharedTags(response.headers)
}

/** The cache tags an answer is shared under, or null for an answer nobody may share. */
function sharedTags(headers: Headers): string[] | null {
  const tags = headers.get('xkey')
  if (tags === null) {
    expect(headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/)
    return null
  }
  expect(headers.get('surrogate-key')).toBe(tags)
  expect(headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/)
  return tags.split(' ')
}

describe('the answers every visitor shares', () => {
  it('should mark the public reads a visitor without a session makes, with the tags of the data they show', async () => {
    expect(await tagsOf('POST', '/api/listing/index', { json: {} })).toEqual(
      expect.arrayContaining([CACHE_TAGS.allListings, CACHE_TAGS.listings]),
    )
    expect(await tagsOf('POST', '/api/listing/index', { json: { category: category.slug, page: 1, limit: 6 } })).toEqual(
      expect.arrayContaining([categoryListingsTag(category.slug!), CACHE_TAGS.listingCounts]),
    )
    expect(await tagsOf('POST', '/api/listing/count', { json: {} })).toContain(CACHE_TAGS.listingCounts)
    expect(await tagsOf('POST', '/api/listing/featured', { json: {} })).toContain(CACHE_TAGS.allListings)
    expect(await tagsOf('GET', '/api/listing/categories')).toContain(CACHE_TAGS.listingCounts)
    expect(await tagsOf('GET', `/api/listing/category/${category.slug}`)).toContain(CACHE_TAGS.listingCounts)
    expect(await tagsOf('GET', '/api/listing/locations')).toEqual([CACHE_TAGS.locations])
    const ofListing = await tagsOf('GET', `/api/listing/get/${published.slug}/slug`)
    expect(ofListing).toContain(listingTag(published.slug!))
    // Another listing's edit does not reach this one's answer.
    expect(ofListing).not.toContain(CACHE_TAGS.allListings)
  })

  it('should not mark a search, which is read as asked, nor a refusal', async () => {
    expect(await tagsOf('POST', '/api/listing/index', { json: { q: 'kafejnīca' } })).toBeNull()
    expect(await tagsOf('POST', '/api/listing/index', { json: { category: category.slug, price_max: 500_000 } })).toBeNull()
    const refusals = [
      await api('POST', '/api/listing/index', { json: { category: `nav-${unique()}` } }),
      await api('POST', '/api/listing/index', { json: { limit: 0 } }),
      await api('GET', `/api/listing/get/${hidden.slug}/slug`),
    ]
    for (const response of refusals) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(sharedTags(response.headers)).toBeNull()
    }
  })

  it('should never mark an answer made for a signed-in user, the owner’s view of a hidden listing least of all', async () => {
    const own = await api('GET', `/api/listing/get/${hidden.slug}/slug`, { token: seller.token })
    expect(own.status).toBe(200)
    expect(sharedTags(own.headers)).toBeNull()
    for (const response of [
      await api('POST', '/api/listing/index', { json: {}, token: seller.token }),
      await api('GET', `/api/listing/get/${published.slug}/slug`, { token: seller.token }),
      await api('GET', '/api/listing/categories', { token: seller.token }),
    ]) {
      expect(response.status).toBe(200)
      expect(sharedTags(response.headers)).toBeNull()
    }
  })

  it('should mark no call that reads a session or changes something', async () => {
    const calls: Call[] = [
      ['GET', '/api/users/me'],
      ['GET', '/api/listings'],
      ['GET', '/api/categories'],
      ['GET', `/api/listing/get/${published.slug}/contact`],
      ['POST', '/api/listing/report', { json: { listing: published.id, reason: 'fraud', details: 'Krāpšana' } }],
      ['GET', '/api/openapi.json'],
    ]
    for (const call of calls) expect(sharedTags((await api(...call)).headers), call[1]).toBeNull()
  })
})
