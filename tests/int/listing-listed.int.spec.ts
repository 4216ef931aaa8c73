import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import type { Category, Listing } from '@/payload-types'
import { openSession } from '@/services/account/open-session'
import { sweepExpiredListings } from '@/services/listings/public/listed'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

const DAY_MS = 24 * 60 * 60 * 1000
const unique = () => crypto.randomBytes(4).toString('hex')

const payload = await testPayload()
const seller = await createTestUser(payload)
const sector = await createCategory(payload, `Redzamība ${unique()}`)
const other = await createCategory(payload, `Cita nozare ${unique()}`)

type Page = { listings: { id: number }[]; total: number; pages: number }

/** What the public sees of one category through every call that shows it, read side by side. */
async function publicView(category: Category) {
  const page = await apiJson<Page>('POST', '/api/listing/index', { json: { category: category.slug, limit: 100 } })
  const count = await apiJson<{ count: number }>('POST', '/api/listing/count', { json: { category: category.slug } })
  const sidebar = await apiJson<{ categories: { id: number; count: number }[] }>('GET', '/api/listing/categories')
  const single = await apiJson<{ category: { count: number } }>('GET', `/api/listing/category/${category.slug}`)
  const all = await apiJson<{ count: number }>('POST', '/api/listing/count', { json: {} })
  const allPage = await apiJson<Page>('POST', '/api/listing/index', { json: { limit: 1 } })
  return {
    ids: page.body.listings.map((listing) => listing.id).sort((a, b) => a - b),
    counts: [
      page.body.total,
      count.body.count,
      sidebar.body.categories.find((each) => each.id === category.id)?.count,
      single.body.category.count,
    ],
    all: [all.body.count, allPage.body.total],
  }
}

/** Every figure the public sees agrees with the listings shown, and the whole site's count moved by the same amount. */
async function expectPublic(category: Category, listings: Listing[], allBefore: number, allDelta: number) {
  const view = await publicView(category)
  const ids = listings.map((listing) => listing.id).sort((a, b) => a - b)
  expect(view.ids).toEqual(ids)
  expect(view.counts).toEqual([ids.length, ids.length, ids.length, ids.length])
  expect(view.all).toEqual([allBefore + allDelta, allBefore + allDelta])
}

const allCount = async () => (await apiJson<{ count: number }>('POST', '/api/listing/count', { json: {} })).body.count

/** The kept counts against a count made from scratch, for every category. */
async function keptCountsMatchTheTable() {
  const { rows: kept } = await payload.db.drizzle.execute<{ category_id: number; listed: number }>(
    sql`SELECT category_id, listed FROM listing_counts WHERE listed <> 0 ORDER BY category_id`,
  )
  const { rows: counted } = await payload.db.drizzle.execute<{ category_id: number; listed: number }>(
    sql`SELECT category_id, count(*)::int AS listed FROM listings WHERE listed GROUP BY category_id ORDER BY category_id`,
  )
  expect(kept).toEqual(counted)
}

describe('what the public sees, kept by the database (listed, listing_counts)', () => {
  it('should follow hiding, expiry, a blocked and unblocked seller, renewal, republishing, a moved category and deletion', async () => {
    const before = await allCount()
    const [first, second, third] = [
      await createListing(payload, seller.user.id, sector.id),
      await createListing(payload, seller.user.id, sector.id),
      await createListing(payload, seller.user.id, sector.id),
    ]
    await expectPublic(sector, [first, second, third], before, 3)

    await payload.update({ collection: 'listings', id: first.id, data: { status: 'hidden' } })
    await expectPublic(sector, [second, third], before, 2)

    await payload.update({ collection: 'listings', id: second.id, data: { expiry_date: new Date(Date.now() - DAY_MS).toISOString() } })
    await expectPublic(sector, [third], before, 1)

    await payload.update({ collection: 'users', id: seller.user.id, data: { blocked: true, blockedReason: 'Pārbaude' } })
    await expectPublic(sector, [], before, 0)
    await payload.update({ collection: 'users', id: seller.user.id, data: { blocked: false } })
    await expectPublic(sector, [third], before, 1)

    // Blocking ended the seller's sessions; they sign in again to renew.
    const { token } = await openSession(payload, { email: seller.email, password: seller.password })
    const renewed = await apiJson<{ success: boolean }>('POST', `/api/listing/renew/${second.id}`, { token })
    expect(renewed.status).toBe(200)
    await expectPublic(sector, [second, third], before, 2)

    await payload.update({ collection: 'listings', id: first.id, data: { status: 'published' } })
    await expectPublic(sector, [first, second, third], before, 3)

    await payload.update({ collection: 'listings', id: first.id, data: { category: other.id } })
    await expectPublic(sector, [second, third], before, 3)
    await expectPublic(other, [first], before, 3)

    await payload.delete({ collection: 'listings', id: third.id })
    await expectPublic(sector, [second], before, 2)
    await keptCountsMatchTheTable()
  })

  it('should stop showing and counting a listing the moment its expiry date passes, before any sweep, and agree after it', async () => {
    const category = await createCategory(payload, `Termiņš ${unique()}`)
    const lasting = await createListing(payload, seller.user.id, category.id)
    const ending = await createListing(payload, seller.user.id, category.id, { expiry_date: new Date(Date.now() + 1500).toISOString() })
    const before = await allCount()
    await expectPublic(category, [lasting, ending], before, 0)

    await new Promise((resolve) => setTimeout(resolve, 1600))
    // Nothing wrote the row since: the database still has it listed, the reads leave it out.
    const { rows } = await payload.db.drizzle.execute<{ listed: boolean }>(sql`SELECT listed FROM listings WHERE id = ${ending.id}`)
    expect(rows[0].listed).toBe(true)
    await expectPublic(category, [lasting], before, -1)

    expect(await sweepExpiredListings(payload)).toBeGreaterThanOrEqual(1)
    const { rows: swept } = await payload.db.drizzle.execute<{ listed: boolean }>(sql`SELECT listed FROM listings WHERE id = ${ending.id}`)
    expect(swept[0].listed).toBe(false)
    await expectPublic(category, [lasting], before, -1)
    await keptCountsMatchTheTable()
  })

  it('should not let anyone write listed through the API', async () => {
    const admin = await createTestUser(payload, ['admin'])
    const hidden = await createListing(payload, seller.user.id, sector.id, { status: 'hidden' })
    await apiJson('PATCH', `/api/listings/${hidden.id}`, { token: admin.token, json: { listed: true, title: 'Joprojām paslēpts' } })
    const stored = await payload.findByID({ collection: 'listings', id: hidden.id })
    expect([stored.title, stored.listed]).toEqual(['Joprojām paslēpts', false])
  })
})
