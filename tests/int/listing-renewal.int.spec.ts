import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import { DAY_MS, RENEWAL_WINDOW_DAYS } from '@/lib/listings/listing-renewal'
import type { Category, Listing } from '@/payload-types'
import { listingLifetimeDays } from '@/services/listing-lifetime'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type Body = { success?: boolean; id?: number; expiry_date?: string; message?: string; error?: string }

let payload: Payload
let alice: TestUser
let bob: TestUser
let category: Category
let lifetimeMs: number

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()
const renew = (id: number | string, token?: string, locale = 'lv') =>
  apiJson<Body>('POST', `/api/listing/renew/${id}?locale=${locale}`, { token })

/** The listing as stored, with the reminder bookkeeping the API never shows. */
const stored = (id: number) => payload.findByID({ collection: 'listings', id, depth: 0, showHiddenFields: true })

/** Whether a visitor finds the listing through the public calls: its page, the category list and count. */
async function publiclyListed(listing: Listing) {
  const page = await apiJson<Body>('GET', `/api/listing/get/${listing.slug}/slug`)
  const list = await apiJson<{ listings: { id: number }[] }>('POST', '/api/listing/index', { json: { category: category.slug } })
  const count = await apiJson<{ count: number }>('POST', '/api/listing/count', { json: { category: category.slug } })
  const inList = list.body.listings.some((card) => card.id === listing.id)
  expect(page.status === 200).toBe(inList)
  return { inList, count: count.body.count }
}

beforeAll(async () => {
  payload = await testPayload()
  alice = await createTestUser(payload)
  bob = await createTestUser(payload)
  category = await createCategory(payload)
  lifetimeMs = (await listingLifetimeDays(await createLocalReq({}, payload))) * DAY_MS
})

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/listing/renew/:id', () => {
  it('should give the owner’s listing a new full lifetime from now and clear the sent reminder', async () => {
    const listing = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(5) })
    await payload.update({ collection: 'listings', id: listing.id, data: { expiryReminderSentAt: new Date().toISOString() } })

    const before = Date.now()
    const { status, body } = await renew(listing.id, alice.token)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, id: listing.id, expiry_date: expect.any(String) })
    const expiry = new Date(body.expiry_date!).getTime()
    expect(expiry).toBeGreaterThanOrEqual(before + lifetimeMs)
    expect(expiry).toBeLessThanOrEqual(Date.now() + lifetimeMs)

    const after = await stored(listing.id)
    expect(new Date(after.expiry_date).getTime()).toBe(expiry)
    expect(after.expiryReminderSentAt ?? null).toBeNull()
  })

  it('should drop a listing from the public calls once its expiry passes, and bring it back when renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const listing = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(1 / 24) })
    const listed = await publiclyListed(listing)
    expect(listed.inList).toBe(true)

    // Nobody acts: an hour and a minute later the read rule alone drops it.
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    const gone = await publiclyListed(listing)
    expect(gone).toEqual({ inList: false, count: listed.count - 1 })
    const page = await apiJson<Body>('GET', `/api/listing/get/${listing.slug}/slug`)
    expect(page.status).toBe(404)

    expect((await renew(listing.id, alice.token)).status).toBe(200)
    expect(await publiclyListed(listing)).toEqual(listed)
  })

  it('should renew only within the last 30 days: earlier is a 409 that says from when', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const listing = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(RENEWAL_WINDOW_DAYS + 1) })

    const early = await renew(listing.id, alice.token)
    expect(early.status).toBe(409)
    expect(early.body.error).toBe('not_renewable_yet')
    const from = new Date(new Date(listing.expiry_date).getTime() - RENEWAL_WINDOW_DAYS * DAY_MS)
      .toLocaleDateString('en-GB', { timeZone: 'Europe/Riga' })
      .replaceAll('/', '.')
    expect(early.body.message).toBe(`Sludinājumu var atjaunot tikai pēdējās 30 dienās pirms tā termiņa beigām — no ${from}.`)
    expect((await renew(listing.id, alice.token, 'en')).body.message).toBe(
      `A listing can be renewed only in the last 30 days before it ends — from ${from}.`,
    )
    expect((await stored(listing.id)).expiry_date).toBe(listing.expiry_date)

    vi.setSystemTime(Date.now() + DAY_MS + 60_000)
    expect((await renew(listing.id, alice.token)).status).toBe(200)
  })

  it('should not let anyone else renew a listing: 401 for visitors, 403 when they can see it, 404 when not', async () => {
    const visible = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(3) })
    const hidden = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(3), status: 'hidden' })

    expect((await renew(visible.id)).status).toBe(401)
    const forbidden = await renew(visible.id, bob.token)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe('Šis sludinājums nav jūsu.')
    expect((await renew(hidden.id, bob.token)).status).toBe(404)
    expect((await renew(2_000_000_000, bob.token)).status).toBe(404)
    expect((await renew('abc', alice.token)).status).toBe(400)

    expect((await stored(visible.id)).expiry_date).toBe(visible.expiry_date)
    expect((await stored(hidden.id)).expiry_date).toBe(hidden.expiry_date)
  })

  it('should let the owner renew a hidden listing without unhiding it', async () => {
    const hidden = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(3), status: 'hidden' })
    expect((await renew(hidden.id, alice.token)).status).toBe(200)
    const after = await stored(hidden.id)
    expect(after.status).toBe('hidden')
    expect(new Date(after.expiry_date).getTime()).toBeGreaterThan(Date.now() + lifetimeMs - 60_000)
  })

  it('should keep the reminder mark when a save leaves the expiry date alone', async () => {
    const listing = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(5) })
    const sentAt = new Date().toISOString()
    await payload.update({ collection: 'listings', id: listing.id, data: { expiryReminderSentAt: sentAt } })
    // An owner's save, even one that tries to move the expiry date, changes nothing of it.
    await apiJson('PATCH', `/api/listings/${listing.id}`, {
      token: alice.token,
      json: { title: 'Jauns nosaukums', expiry_date: inDays(400) },
    })
    const after = await stored(listing.id)
    expect(after.title).toBe('Jauns nosaukums')
    expect(after.expiry_date).toBe(listing.expiry_date)
    expect(after.expiryReminderSentAt).toBe(sentAt)
  })

  it('should renew a listing from before registration numbers only once the seller gave it one, saying so', async () => {
    const old = await createListing(payload, alice.user.id, category.id, { expiry_date: inDays(5) })
    // Listings posted before the field existed have none; nobody can take one away since.
    await payload.db.drizzle.execute(sql`UPDATE listings SET registration_number = NULL WHERE id = ${old.id}`)

    for (const locale of ['lv', 'en'] as const) {
      const refused = await renew(old.id, alice.token, locale)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ error: 'registration_number_required', message: translate(locale, 'registry.renewNeedsNumber') })
    }
    expect((await stored(old.id)).expiry_date).toBe(old.expiry_date)

    // Until then it saves without one; with one, it renews.
    const form = { id: old.id, title: old.title, category_id: category.id, description: old.description }
    expect((await apiJson('POST', '/api/listing/create', { token: alice.token, json: form })).status).toBe(200)
    const numbered = await apiJson('POST', '/api/listing/create', {
      token: alice.token,
      json: { ...form, registration_number: '4010 3550 818' },
    })
    expect(numbered.status).toBe(200)
    expect((await stored(old.id)).registration_number).toBe('40103550818')
    expect((await renew(old.id, alice.token)).status).toBe(200)
  })

  it('should not let a seller take the number away again', async () => {
    const listing = await createListing(payload, alice.user.id, category.id)
    const cleared = await apiJson<{ errors?: Record<string, string> }>('POST', '/api/listing/create', {
      token: alice.token,
      json: { id: listing.id, title: listing.title, category_id: category.id, description: listing.description, registration_number: '' },
    })
    expect(cleared.status).toBe(400)
    expect(cleared.body.errors?.registration_number).toBe(translate('lv', 'registry.numberRequired'))
    expect((await stored(listing.id)).registration_number).toBe(listing.registration_number)
  })
})
