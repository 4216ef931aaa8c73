import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import type { Listing } from '@/payload-types'
import { STATS_TIME_ZONE } from '@/services/statistics/count-listing-event'
import type { ListingStatistics } from '@/services/statistics/statistics-shapes'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, createTestUsers } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const payload = await testPayload()
const seller = await createTestUser(payload)
const teammate = await createTestUser(payload, ['user'], { team: seller.user.id })
const [otherSeller, buyer] = await createTestUsers(payload, 'user', 'user')
const categoryId = (await createCategory(payload)).id

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36'

/** The page's beacon, as a browser sends it: same origin, its cookie if any. */
const beacon = (listing: Pick<Listing, 'slug'>, visitor = newVisitor(), extra: { token?: string; userAgent?: string } = {}) =>
  api('POST', `/api/listing/view/${listing.slug}` as `/api/${string}`, {
    token: extra.token,
    headers: { ...visitor, 'user-agent': extra.userAgent ?? BROWSER, origin: 'http://localhost:3000' },
  })

const counterRows = async (listingId: number) =>
  (
    await payload.db.drizzle.execute<{ day: string; views: number; reveals: number; inquiries: number; favourites: number }>(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, views, reveals, inquiries, favourites FROM listing_daily_stats WHERE listing_id = ${listingId}`)
  ).rows

const rigaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(new Date())

describe('POST /api/listing/view/:slug (the page’s beacon)', () => {
  it('should land the views of many visitors in one daily counter with the right number', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitors = Array.from({ length: 40 }, () => newVisitor())
    const answers = await Promise.all(visitors.map((visitor) => beacon(listing, visitor)))
    expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 204))
    expect(answers[0].headers.get('cache-control')).toBe('no-store')
    // Reloads within the visit add nothing.
    await Promise.all(visitors.slice(0, 10).map((visitor) => beacon(listing, visitor)))
    expect(await counterRows(listing.id)).toEqual([{ day: rigaToday(), views: 40, reveals: 0, inquiries: 0, favourites: 0 }])
  })

  it('should not count the seller’s own team, crawlers, or listings the public does not see', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    expect((await beacon(listing, newVisitor(), { token: seller.token })).status).toBe(204)
    expect((await beacon(listing, newVisitor(), { token: teammate.token })).status).toBe(204)
    expect(
      (await beacon(listing, newVisitor(), { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))
        .status,
    ).toBe(204)
    expect(await counterRows(listing.id)).toEqual([])
    expect((await beacon(listing, newVisitor(), { token: buyer.token })).status).toBe(204)
    expect((await counterRows(listing.id))[0].views).toBe(1)

    const hidden = await createListing(payload, seller.user.id, categoryId, { status: 'hidden' })
    expect((await beacon(hidden)).status).toBe(404)
    expect((await beacon({ slug: 'nav-tada-sludinajuma' })).status).toBe(404)
    expect(await counterRows(hidden.id)).toEqual([])
  })
})

describe('reveals and saves', () => {
  it('should count contact reveals and saves into the same daily row', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    for (let i = 0; i < 3; i++) expect((await api('GET', `/api/listing/get/${listing.slug}/contact` as `/api/${string}`)).status).toBe(200)
    expect((await api('PUT', `/api/favourites/${listing.id}`, { token: buyer.token })).status).toBe(200)
    // Saving again changes nothing, and the seller's own reveal is not a buyer's.
    expect((await api('PUT', `/api/favourites/${listing.id}`, { token: buyer.token })).status).toBe(200)
    expect((await api('GET', `/api/listing/get/${listing.slug}/contact` as `/api/${string}`, { token: seller.token })).status).toBe(200)
    await beacon(listing)
    expect(await counterRows(listing.id)).toEqual([{ day: rigaToday(), views: 1, reveals: 3, inquiries: 0, favourites: 1 }])
  })
})

describe('GET /api/listing/stats/:id', () => {
  it('should give the seller and their team the last 30 days, today last, and nobody else', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Statistikas SIA' })
    await beacon(listing)
    await beacon(listing)
    await payload.db.drizzle.execute(sql`
      INSERT INTO listing_daily_stats (listing_id, day, views, inquiries)
      VALUES (${listing.id}, (now() AT TIME ZONE ${STATS_TIME_ZONE})::date - 3, 7, 2),
             (${listing.id}, (now() AT TIME ZONE ${STATS_TIME_ZONE})::date - 30, 99, 9)`)

    for (const reader of [seller, teammate]) {
      const { status, body } = await apiJson<ListingStatistics>('GET', `/api/listing/stats/${listing.id}`, { token: reader.token })
      expect(status).toBe(200)
      expect(body.title).toBe('Statistikas SIA')
      expect(body.days).toHaveLength(30)
      expect(body.days.at(-1)).toEqual({ day: rigaToday(), views: 2, reveals: 0, inquiries: 0, favourites: 0 })
      expect(body.days.at(-4)).toMatchObject({ views: 7, inquiries: 2 })
      // The day 30 days ago is past the window.
      expect(body.totals).toEqual({ views: 9, reveals: 0, inquiries: 2, favourites: 0 })
    }

    const other = await apiJson<{ message: string }>('GET', `/api/listing/stats/${listing.id}?locale=en`, { token: otherSeller.token })
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.body)).not.toContain('Statistikas')
    expect((await api('GET', `/api/listing/stats/${listing.id}`)).status).toBe(401)
    expect((await api('GET', '/api/listing/stats/abc', { token: seller.token })).status).toBe(400)
  })

  it('should not let another seller read a listing’s statistics even through the team of their own', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId)
    const own = await apiJson<ListingStatistics>('GET', `/api/listing/stats/${listing.id}`, { token: otherSeller.token })
    expect(own.status).toBe(200)
    for (const reader of [seller, teammate, buyer]) {
      expect((await api('GET', `/api/listing/stats/${listing.id}`, { token: reader.token })).status).toBe(404)
    }
  })
})
