import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { cachedCategories, cachedListingsPage, cachedPublicListingPage } from '@/reads/listings'
import { markNextServer } from '@/lib/cache/in-next-server'
import { REPEAT_AFTER_MS } from '@/lib/cache/revalidate-content'
import { offerPageCacheRevalidation } from '@/server/page-cache-revalidation.mjs'
import { signRevalidation } from '@/lib/cache/revalidation-signature'
import type { Category, Listing } from '@/payload-types'

import { createCategory, createListing, richText } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * Next's data cache has no store outside a Next server, so a stand-in takes its place with the
 * same contract: unstable_cache keeps a result under its key parts and arguments with the tags it
 * was given, revalidateTag drops the results carrying the tag. The pages' cached reads
 * (src/reads) and the collection hooks run as they are; this file's process counts as
 * the Next server, so the hooks revalidate in it directly (src/lib/cache), and purge
 * the same tags from Varnish: here a listener that notes the PURGE requests it gets.
 */
const nextCache = vi.hoisted(() => ({
  entries: new Map<string, { value: unknown; tags: readonly string[] }>(),
  revalidated: [] as { tag: string; profile: unknown }[],
  computed: [] as string[],
}))

vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[], options: { tags?: string[] } = {}) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args])
      const entry = nextCache.entries.get(key)
      if (entry) return entry.value as R
      nextCache.computed.push(key)
      const value = await read(...args)
      nextCache.entries.set(key, { value, tags: options.tags ?? [] })
      return value
    },
  revalidateTag: (tag: string, profile: unknown) => {
    nextCache.revalidated.push({ tag, profile })
    for (const [key, entry] of nextCache.entries) if (entry.tags.includes(tag)) nextCache.entries.delete(key)
  },
}))

// The request has ended by the time a hook's revalidation is seen here.
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))

type Read = () => Promise<unknown>

/** Whether each read was answered from the cache (true) or computed afresh (false). */
async function servedFromCache(reads: Record<string, Read>): Promise<Record<string, boolean>> {
  const answers: Record<string, boolean> = {}
  for (const [name, read] of Object.entries(reads)) {
    const before = nextCache.computed.length
    await read()
    answers[name] = nextCache.computed.length === before
  }
  return answers
}

const unique = () => crypto.randomBytes(4).toString('hex')
/** A category as the cached list of categories names it. */
const summaryOf = (category: Category) => ({ id: category.id, slug: category.slug! })
const revalidatedTags = () => nextCache.revalidated.map(({ tag }) => tag)

/** The tags each PURGE to Varnish named since the last reset. */
const purges: string[][] = []
const varnish = http.createServer((req, res) => {
  if (req.method === 'PURGE') purges.push(String(req.headers['xkey-purge']).split(' '))
  res.end()
})
const purgedTags = () => new Set(purges.flat())

/** The page cache's own revalidations (src/server/page-cache-revalidation.mjs), each with how many purges Varnish had got before it. */
const pageCacheRounds: { purgesBefore: number; tags: string[] }[] = []
offerPageCacheRevalidation(async (tags: readonly string[]) => {
  pageCacheRounds.push({ purgesBefore: purges.length, tags: [...tags] })
})
/** Every revalidated tag is purged from Varnish (as the request ends, so a moment later), and nothing else. */
const expectPurgedAsRevalidated = () => vi.waitFor(() => expect(purgedTags()).toEqual(new Set(revalidatedTags())))

const payload = await testPayload()
markNextServer()
await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve))
vi.stubEnv('VARNISH_URLS', `http://127.0.0.1:${(varnish.address() as AddressInfo).port}`)
const seller = await createTestUser(payload)
const cafes = await createCategory(payload, `Kafejnīcas ${unique()}`)
const shops = await createCategory(payload, `Veikali ${unique()}`)
const bakeries = await createCategory(payload, `Maiznīcas ${unique()}`)
const cafe = await createListing(payload, seller.user.id, cafes.id, { title: `Kafejnīca Cēsīs ${unique()}` })
const shop = await createListing(payload, seller.user.id, shops.id, { title: `Veikals Talsos ${unique()}` })
await settlePurges()

/** Waits out the rounds a revalidation repeats a moment later (src/lib/cache/revalidate-content.ts), then forgets their purges. */
async function settlePurges() {
  await new Promise((resolve) => setTimeout(resolve, Math.max(...REPEAT_AFTER_MS) + 200))
  purges.length = 0
  pageCacheRounds.length = 0
}

afterEach(async () => {
  nextCache.entries.clear()
  nextCache.revalidated.length = 0
  await settlePurges()
})

afterAll(() => {
  vi.unstubAllEnvs()
  varnish.close()
})

/** Every read a page of the site makes about these listings and categories, warmed into the cache. */
async function warmReads(): Promise<Record<string, Read>> {
  const reads: Record<string, Read> = {
    cafePage: () => cachedPublicListingPage('lv', cafe.slug!),
    shopPage: () => cachedPublicListingPage('lv', shop.slug!),
    cafesList: () => cachedListingsPage('lv', summaryOf(cafes), 1),
    shopsList: () => cachedListingsPage('lv', summaryOf(shops), 1),
    bakeriesList: () => cachedListingsPage('lv', summaryOf(bakeries), 1),
    allList: () => cachedListingsPage('lv', null, 1),
    counts: () => cachedCategories('lv'),
  }
  for (const read of Object.values(reads)) await read()
  nextCache.revalidated.length = 0
  purges.length = 0
  pageCacheRounds.length = 0
  return reads
}

describe('revalidating the pages a listing change reaches', () => {
  it('should revalidate an edited listing’s page and its category’s list, but not another listing or another category', async () => {
    const reads = await warmReads()
    const title = `Kafejnīca Cēsīs, labota ${unique()}`
    await payload.update({ collection: 'listings', id: cafe.id, data: { title } })

    expect(revalidatedTags()).toEqual(expect.arrayContaining([`listing:${cafe.slug}`, `listings:category:${cafes.slug}`, 'listings:all']))
    expect(revalidatedTags()).not.toContain(`listing:${shop.slug}`)
    expect(revalidatedTags()).not.toContain(`listings:category:${shops.slug}`)
    // A new title moves no count.
    expect(revalidatedTags()).not.toContain('listings:counts')
    expect(nextCache.revalidated.every(({ profile }) => JSON.stringify(profile) === JSON.stringify({ expire: 0 }))).toBe(true)

    expect(await servedFromCache(reads)).toEqual({
      cafePage: false,
      shopPage: true,
      cafesList: false,
      shopsList: true,
      bakeriesList: true,
      allList: false,
      counts: true,
    })
    expect((await cachedPublicListingPage('lv', cafe.slug!))?.listing.title).toBe(title)

    await expectPurgedAsRevalidated()
  })

  it('should revalidate the page cache itself before each purge of Varnish, at once and in each round after, for renders in flight during the edit', async () => {
    await warmReads()
    await payload.update({ collection: 'listings', id: cafe.id, data: { title: `Kafejnīca Cēsīs, kārtās ${unique()}` } })
    const rounds = 1 + REPEAT_AFTER_MS.length
    await vi.waitFor(() => expect(purges).toHaveLength(rounds), { timeout: Math.max(...REPEAT_AFTER_MS) + 2_000 })
    // Each round's purge comes after the cache behind Varnish was revalidated, with the same tags.
    expect(pageCacheRounds.map(({ purgesBefore }) => purgesBefore)).toEqual(Array.from({ length: rounds }, (_, round) => round))
    for (const [round, { tags }] of pageCacheRounds.entries()) expect(new Set(purges[round])).toEqual(new Set(tags))
    expect(new Set(pageCacheRounds[0]!.tags)).toEqual(new Set(revalidatedTags()))
  })

  it('should revalidate once the change commits, so a read made meanwhile cannot keep the old listing, and not at all after a rollback', async () => {
    await warmReads()
    const title = `Kafejnīca Cēsīs, pirms apstiprināšanas ${unique()}`
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      await payload.update({ collection: 'listings', id: cafe.id, data: { title }, req })
      expect(revalidatedTags()).toEqual([])
      // A visitor's read while the change is not committed yet finds the old listing.
      expect((await cachedPublicListingPage('lv', cafe.slug!))?.listing.title).not.toBe(title)
      await commitTransaction(req)
    } finally {
      // A failed check must not leave the row locked for the tests after it (nothing to do once committed).
      await killTransaction(req)
    }
    expect(revalidatedTags()).toContain(`listing:${cafe.slug}`)
    await expectPurgedAsRevalidated()
    expect((await cachedPublicListingPage('lv', cafe.slug!))?.listing.title).toBe(title)

    nextCache.revalidated.length = 0
    await settlePurges()
    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await payload.update({ collection: 'listings', id: cafe.id, data: { title: `${title}, atsaukts` }, req: rolledBack })
    await killTransaction(rolledBack)
    expect(revalidatedTags()).toEqual([])
    expect(purges).toEqual([])
    expect((await cachedPublicListingPage('lv', cafe.slug!))?.listing.title).toBe(title)
  })

  it('should revalidate the old and the new category’s lists and the counts when a listing moves category', async () => {
    const reads = await warmReads()
    await payload.update({ collection: 'listings', id: cafe.id, data: { category: bakeries.id } })

    expect(revalidatedTags()).toEqual(
      expect.arrayContaining([`listings:category:${cafes.slug}`, `listings:category:${bakeries.slug}`, 'listings:counts']),
    )
    expect(await servedFromCache(reads)).toMatchObject({
      cafePage: false,
      shopPage: true,
      cafesList: false,
      bakeriesList: false,
      shopsList: true,
    })
    expect((await cachedListingsPage('lv', summaryOf(bakeries), 1)).listings.map(({ id }) => id)).toEqual([cafe.id])
    expect((await cachedListingsPage('lv', summaryOf(cafes), 1)).listings).toEqual([])
    await expectPurgedAsRevalidated()

    await payload.update({ collection: 'listings', id: cafe.id, data: { category: cafes.id } })
  })

  it('should revalidate the counts when a listing expires, is renewed, created or deleted', async () => {
    const expiring = (inMs: number) => () =>
      payload.update({ collection: 'listings', id: shop.id, data: { expiry_date: new Date(Date.now() + inMs).toISOString() } })
    let created: Listing | undefined
    const changes: [string, () => Promise<unknown>][] = [
      ['expired', expiring(-60_000)],
      ['renewed', expiring(90 * 86_400_000)],
      ['created', async () => (created = await createListing(payload, seller.user.id, shops.id))],
      ['deleted', () => payload.delete({ collection: 'listings', id: created!.id })],
    ]

    for (const [change, make] of changes) {
      const reads = await warmReads()
      await make()
      expect(revalidatedTags(), change).toEqual(
        expect.arrayContaining([`listings:category:${shops.slug}`, 'listings:all', 'listings:counts']),
      )
      expect(revalidatedTags(), change).not.toContain(`listing:${cafe.slug}`)
      expect(await servedFromCache(reads), change).toMatchObject({ shopsList: false, counts: false, cafePage: true, cafesList: true })
    }
  })

  it('should reach only the resources page when an article changes, and no listing data', async () => {
    const reads = await warmReads()
    const article = await payload.create({
      collection: 'articles',
      data: { title: `Kā pārdot uzņēmumu ${unique()}`, content: richText('Sāciet ar finanšu pārskatiem.') },
      locale: 'lv',
    })
    await payload.delete({ collection: 'articles', id: article.id })

    expect(new Set(revalidatedTags())).toEqual(new Set(['articles']))
    expect(Object.values(await servedFromCache(reads)).every(Boolean)).toBe(true)
    await expectPurgedAsRevalidated()
  })

  it('should accept one listing’s and one category’s tags in a signed revalidation from another process', async () => {
    const tags = [`listing:${shop.slug}`, `listings:category:${shops.slug}`]
    const answer = await apiJson('POST', '/api/revalidate', { json: signRevalidation(tags) })
    expect(answer).toEqual({ status: 200, body: { revalidated: tags } })
    expect(revalidatedTags()).toEqual(tags)
    await vi.waitFor(() => expect(purges).toEqual([tags]))
  })
})

describe('the public calls answer from the pages’ cached reads', () => {
  const calls = (): Record<string, Read> => ({
    cafesIndex: () => apiJson('POST', '/api/listing/index', { json: { category: cafes.slug } }),
    cafesIndexById: () => apiJson('POST', '/api/listing/index', { json: { category: String(cafes.id), limit: 6 } }),
    shopsIndex: () => apiJson('POST', '/api/listing/index', { json: { category: shops.slug } }),
    cafesCount: () => apiJson('POST', '/api/listing/count', { json: { category: cafes.slug } }),
    allCount: () => apiJson('POST', '/api/listing/count', { json: {} }),
    categories: () => apiJson('GET', '/api/listing/categories'),
    cafesCategory: () => apiJson('GET', `/api/listing/category/${cafes.slug}`),
    featured: () => apiJson('POST', '/api/listing/featured', { json: {} }),
    locations: () => apiJson('GET', '/api/listing/locations'),
    cafe: () => apiJson('GET', `/api/listing/get/${cafe.slug}/slug`),
    shop: () => apiJson('GET', `/api/listing/get/${shop.slug}/slug`),
  })

  it('should answer a call asked again from the cache, and show an edit in the calls it reaches at once', async () => {
    const reads = calls()
    for (const read of Object.values(reads)) await read()
    expect(Object.values(await servedFromCache(reads)).every(Boolean)).toBe(true)

    const title = `Kafejnīca Cēsīs, call ${unique()}`
    await payload.update({ collection: 'listings', id: cafe.id, data: { title } })
    const served = await servedFromCache(reads)
    expect(served).toMatchObject({ cafesIndex: false, cafesIndexById: false, cafe: false, shopsIndex: true, shop: true, locations: true })
    const index = await apiJson<{ listings: { title: string }[] }>('POST', '/api/listing/index', { json: { category: cafes.slug } })
    expect(index.body.listings.map((listing) => listing.title)).toEqual([title])
    expect((await apiJson<{ listing: { title: string } }>('GET', `/api/listing/get/${cafe.slug}/slug`)).body.listing.title).toBe(title)
  })

  it('should take an expired listing out of every call, its count included, as soon as it is saved', async () => {
    for (const read of Object.values(calls())) await read()
    const before = (await apiJson<{ count: number }>('POST', '/api/listing/count', { json: {} })).body.count
    await payload.update({ collection: 'listings', id: cafe.id, data: { expiry_date: new Date(Date.now() - 60_000).toISOString() } })

    expect((await apiJson<{ count: number }>('POST', '/api/listing/count', { json: {} })).body.count).toBe(before - 1)
    expect((await apiJson<{ count: number }>('POST', '/api/listing/count', { json: { category: cafes.slug } })).body.count).toBe(0)
    expect((await apiJson<{ total: number }>('POST', '/api/listing/index', { json: { category: cafes.slug } })).body.total).toBe(0)
    expect((await apiJson('GET', `/api/listing/get/${cafe.slug}/slug`)).status).toBe(404)
    // Its seller still reads it; that read is theirs alone and never enters the cache.
    const own = await apiJson<{ listing: { is_public: boolean } }>('GET', `/api/listing/get/${cafe.slug}/slug`, { token: seller.token })
    expect(own).toMatchObject({ status: 200, body: { listing: { is_public: false } } })
    expect((await apiJson('GET', `/api/listing/get/${cafe.slug}/slug`)).status).toBe(404)

    await payload.update({
      collection: 'listings',
      id: cafe.id,
      data: { expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    })
    expect((await apiJson<{ count: number }>('POST', '/api/listing/count', { json: {} })).body.count).toBe(before)
  })
})
