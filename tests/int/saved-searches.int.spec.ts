import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mailQueueIdle } from '@/email/mail-queue'
import { translate } from '@/i18n/translate'
import { LISTINGS_QUEUE } from '@/jobs/expiry-reminders'
import type { Category, Listing, Location, SavedSearch } from '@/payload-types'
import { sendSavedSearchDigests } from '@/services/saved-searches/digest'
import { DIGEST_LISTINGS_MAX } from '@/services/saved-searches/digest-mail'
import { SAVED_SEARCHES_MAX } from '@/services/saved-searches/save-search'
import { unsubscribeToken } from '@/services/saved-searches/tokens'

import { createCategory, createListing, uniqueRegistrationNumber } from '../helpers/fixtures'
import type { Delivered } from '../helpers/mail'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

/*
 * Saved searches with a daily e-mail digest (issue 14): consent, the flat search fields of the
 * index call, the cap, the owner's list and withdrawal, the digest with a moved clock (exactly the
 * new matching public listings, once), its List-Unsubscribe headers, and the unsubscribe link that
 * works without a login and cannot be forged.
 */

const HOUR_MS = 3_600_000
/** "Tomorrow" for the digest: past the next 07:00 in Riga whatever the hour now, summer time or not. */
const NEXT_DAY_MS = 26 * HOUR_MS

const unique = () => crypto.randomBytes(4).toString('hex')
const lv = (key: string, vars?: Record<string, string | number>) => translate('lv', key, vars)
const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars)

type View = { id: number; description: string; path: string; locale: string; consent_at: string }
type Answer = {
  message?: string
  errors?: Record<string, string>
  created?: boolean
  search?: View
  searches?: View[]
  unsubscribed?: number
}

let payload: Payload
let category: Category
let otherCategory: Category
let cesis: Location
const made: TestUser[] = []

const person = async (extra = {}) => {
  const user = await createTestUser(payload, ['user'], extra)
  made.push(user)
  return user
}

const save = (who: TestUser | null, body: Record<string, unknown>, locale = 'lv') =>
  apiJson<Answer>('POST', `/api/saved-searches?locale=${locale}`, { token: who?.token, json: body })

const stored = (id: number) => payload.findByID({ collection: 'saved-searches', id, depth: 0 }) as Promise<SavedSearch>

/** The digest as the hourly job would send it at `now`, its mail delivered. */
async function digestAt(now: number) {
  const mailed = await sendSavedSearchDigests(payload, new Date(now))
  await mailQueueIdle()
  return mailed
}

/** Mail in the outbox for `to`, without waiting for any. */
const delivered = async (to: string) => {
  await mailQueueIdle()
  return mailTo(to, { atLeast: 0 })
}

/** The raw header lines of each message in the outbox for `to`, by lower-case name, oldest first. */
const headersTo = async (to: string) => (await delivered(to)).map((mail) => mail.headers)

/** The token at the end of the one-click unsubscribe address of the newest message to `to`. */
async function oneClickToken(to: string): Promise<string> {
  const header = (await headersTo(to)).at(-1)!.get('list-unsubscribe')!
  return header.replace(/^<|>$/g, '').split('/').pop()!
}

const listingTitles = (mail: Delivered, candidates: Listing[]) =>
  candidates.filter((listing) => mail.text.includes(listing.title)).map((listing) => listing.title)

beforeAll(async () => {
  payload = await testPayload()
  category = await createCategory(payload, `Ēdināšana ${unique()}`)
  otherCategory = await createCategory(payload, `Tirdzniecība ${unique()}`)
  cesis = await payload.create({
    collection: 'locations',
    locale: 'lv',
    data: {
      title: `Cēsu novads ${unique()}`,
      atvk: `7${crypto.randomInt(100000, 999999)}`,
      kind: 'municipality',
      region: 'vidzeme',
    } as Location,
  })
  // Only Date is faked (and it keeps running): timers, sockets and the mail queue work as ever.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})

afterAll(async () => {
  vi.useRealTimers()
  // One by one: Payload's delete by `where` sends its statements at once on one connection.
  const { docs } = await payload.find({
    collection: 'listings',
    where: { owner: { in: made.map((each) => each.user.id) } },
    pagination: false,
    depth: 0,
  })
  for (const listing of docs) await payload.delete({ collection: 'listings', id: listing.id })
  // Their saved searches go with them (the database cascades).
  for (const each of made) await payload.delete({ collection: 'users', id: each.user.id })
  for (const id of [cesis.id]) await payload.delete({ collection: 'locations', id })
  for (const id of [category.id, otherCategory.id]) await payload.delete({ collection: 'categories', id })
})

describe('saving a search', () => {
  it('should refuse a visitor with 401 on every call that needs a session', async () => {
    expect((await save(null, { q: 'kafejnica', consent: true })).status).toBe(401)
    expect((await apiJson('GET', '/api/saved-searches')).status).toBe(401)
    expect((await apiJson('DELETE', '/api/saved-searches/1')).status).toBe(401)
  })

  it('should require consent, and record who, when, which search and in which language', async () => {
    const buyer = await person()
    for (const consent of [undefined, false, 'yes']) {
      const refused = await save(buyer, { q: 'kafejnica', consent })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(lv('savedSearches.errors.consentRequired'))
    }
    const english = await save(buyer, { q: 'kafejnica' }, 'en')
    expect(english.body.message).toBe(en('savedSearches.errors.consentRequired'))

    const before = Date.now()
    const saved = await save(
      buyer,
      { category: category.slug, q: '  kafejnica   cesis ', price_max: 200000, region: 'vidzeme', consent: true },
      'en',
    )
    expect(saved.status).toBe(201)
    expect(saved.body.created).toBe(true)
    const row = await stored(saved.body.search!.id)
    expect(row.user).toBe(buyer.user.id)
    expect(row.category).toBe(category.id)
    expect(row.search).toEqual({ price_max: 200000, q: 'kafejnica cesis', region: 'vidzeme' })
    expect(row.locale).toBe('en')
    expect(new Date(row.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row.checkedUntil).toBe(row.consentAt)
    expect(row.unsubscribedAt ?? null).toBeNull()
    expect(saved.body.search!.path).toBe(`/en/${category.slug}?q=kafejnica+cesis&price_max=200000&region=vidzeme`)
  })

  it('should refuse bad filter input with a 400 and a message in the request’s language, never a 500', async () => {
    const buyer = await person()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price_min: 'abc' }, 'price_min', 'listing.amountInvalid'],
      [{ price_min: 500000, price_max: 100000 }, 'price_max', 'listing.rangeInverted'],
      [{ region: 'mars' }, 'region', 'listing.regionInvalid'],
      [{ sort: 'cheapest' }, 'sort', 'listing.sortInvalid'],
      [{ q: 'x'.repeat(201) }, 'q', 'listing.searchTooLong'],
      [{ category: `nav-${unique()}` }, 'category', 'listing.categoryNotFound'],
      [{ location: 2_000_000_000 }, 'location', 'listing.locationInvalid'],
      [{ colour: 'red' }, 'colour', 'validation.unknownField'],
    ]
    for (const [fields, field, key] of cases) {
      for (const locale of ['lv', 'en'] as const) {
        const { status, body } = await save(buyer, { ...fields, consent: true }, locale)
        expect(status, JSON.stringify(fields)).toBe(400)
        expect(body.errors?.[field], JSON.stringify(fields)).toBe(translate(locale, key))
        expect(body.message).toBeTruthy()
      }
    }
    expect((await payload.count({ collection: 'saved-searches', where: { user: { equals: buyer.user.id } } })).totalDocs).toBe(0)
  })

  it('should not save the same active search twice', async () => {
    const buyer = await person()
    const first = await save(buyer, { category: category.id, q: 'kafejnica', price_min: 1000, consent: true })
    const again = await save(buyer, { category: category.slug, q: ' kafejnica ', price_min: 1000, consent: true })
    expect(again.status).toBe(200)
    expect(again.body.created).toBe(false)
    expect(again.body.search!.id).toBe(first.body.search!.id)
    expect((await apiJson<Answer>('GET', '/api/saved-searches', { token: buyer.token })).body.searches).toHaveLength(1)
  })

  it(`should refuse more than ${SAVED_SEARCHES_MAX} active searches with a 409 that says so`, async () => {
    const buyer = await person()
    for (let n = 1; n <= SAVED_SEARCHES_MAX; n++) expect((await save(buyer, { q: `vārds${n}`, consent: true })).status).toBe(201)
    const refused = await save(buyer, { q: 'viens par daudz', consent: true })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(lv('savedSearches.errors.tooMany', { max: SAVED_SEARCHES_MAX }))
    // A withdrawn one makes room again.
    const [latest] = (await apiJson<Answer>('GET', '/api/saved-searches', { token: buyer.token })).body.searches!
    expect((await apiJson('DELETE', `/api/saved-searches/${latest.id}`, { token: buyer.token })).status).toBe(200)
    expect((await save(buyer, { q: 'viens par daudz', consent: true })).status).toBe(201)
  })
})

describe('the owner’s saved searches', () => {
  it('should list them in words, in the request’s language, and let nobody else list or withdraw them', async () => {
    const buyer = await person()
    const stranger = await person()
    const saved = await save(buyer, {
      category: category.slug,
      q: 'kafejnica',
      location: cesis.id,
      price_max: 200000,
      share_min: 50,
      sort: 'price_asc',
      consent: true,
    })
    const everything = await save(buyer, { consent: true })

    const mine = await apiJson<Answer>('GET', '/api/saved-searches', { token: buyer.token })
    expect(mine.status).toBe(200)
    expect(mine.body.searches!.map((search) => search.id)).toEqual([everything.body.search!.id, saved.body.search!.id])
    expect(mine.body.searches![0].description).toBe(lv('savedSearches.describe.everything'))
    expect(mine.body.searches![1].description).toBe(
      `“kafejnica” · ${category.title} · ${cesis.title} · Cena: līdz 200\u00a0000\u00a0€ · Pārdodamā daļa: no 50\u00a0% · kārtojums: lētākie vispirms`,
    )
    const english = await apiJson<Answer>('GET', '/api/saved-searches?locale=en', { token: buyer.token })
    expect(english.body.searches![1].description).toContain(
      'Price: up to €200,000 · Share for sale: from 50% · sorted by lowest price first',
    )
    expect(english.body.searches![1].path).toMatch(new RegExp(`^/en/${category.slug}\\?q=kafejnica&`))

    expect((await apiJson<Answer>('GET', '/api/saved-searches', { token: stranger.token })).body.searches).toEqual([])
    const theirs = await apiJson<Answer>('DELETE', `/api/saved-searches/${saved.body.search!.id}`, { token: stranger.token })
    expect(theirs.status).toBe(404)
    expect((await stored(saved.body.search!.id)).unsubscribedAt ?? null).toBeNull()
    expect((await apiJson('DELETE', '/api/saved-searches/abc', { token: buyer.token })).status).toBe(400)

    expect((await apiJson('DELETE', `/api/saved-searches/${saved.body.search!.id}`, { token: buyer.token })).status).toBe(200)
    expect((await stored(saved.body.search!.id)).unsubscribedAt).toBeTruthy()
    const after = await apiJson<Answer>('GET', '/api/saved-searches', { token: buyer.token })
    expect(after.body.searches!.map((search) => search.id)).toEqual([everything.body.search!.id])
  })

  it('should keep the record of consent from an admin too: the panel can neither delete nor withdraw it', async () => {
    const buyer = await person()
    const admin = await person({ roles: ['admin'] })
    const id = (await save(buyer, { q: 'maiznīca', consent: true })).body.search!.id
    // The panel's bulk delete goes to Payload's generated route; its single delete to the owner's call.
    const bulk = await api('DELETE', `/api/saved-searches?where[id][equals]=${id}`, { token: admin.token })
    expect(bulk.status).toBe(403)
    expect((await api('DELETE', `/api/saved-searches/${id}`, { token: admin.token })).status).toBe(404)
    const kept = await stored(id)
    expect(kept.unsubscribedAt ?? null).toBeNull()
    expect(kept.consentAt).toBeTruthy()
  })

  it('should withdraw a category’s searches when the category is deleted, instead of widening them to every category', async () => {
    const buyer = await person()
    const doomed = await createCategory(payload, `Dzēšamā ${unique()}`)
    const inDoomed = await save(buyer, { category: doomed.slug, q: 'kafejnica', consent: true })
    const everywhere = await save(buyer, { q: 'kafejnica', consent: true })
    await payload.delete({ collection: 'categories', id: doomed.id })
    expect((await stored(inDoomed.body.search!.id)).unsubscribedAt).toBeTruthy()
    expect((await stored(everywhere.body.search!.id)).unsubscribedAt ?? null).toBeNull()
  })
})

describe('the daily digest', () => {
  it('should mail exactly the new matching public listings, once, and a later one in the next digest', async () => {
    const buyer = await person({ first_name: 'Ilze' })
    const seller = await person()
    const blocked = await person()
    const earlier = await createListing(payload, seller.user.id, category.id, { title: `Kafejnīca agrāk ${unique()}`, price: 90000 })
    vi.setSystemTime(Date.now() + 1000)
    const saved = await save(buyer, { category: category.slug, q: 'kafejnica', price_max: 200000, consent: true })
    const start = Date.now()
    vi.setSystemTime(start + 1000)

    const match = await createListing(payload, seller.user.id, category.id, {
      title: `Kafejnīca Cēsīs ${unique()}`,
      price: 100000,
      location: cesis.id,
    })
    const quiet = [
      earlier,
      await createListing(payload, seller.user.id, category.id, { title: `Autoserviss ${unique()}`, price: 100000 }),
      await createListing(payload, seller.user.id, category.id, { title: `Kafejnīca dārga ${unique()}`, price: 500000 }),
      await createListing(payload, seller.user.id, otherCategory.id, { title: `Kafejnīca citur ${unique()}`, price: 100000 }),
      await createListing(payload, seller.user.id, category.id, { title: `Kafejnīca slēpta ${unique()}`, price: 100000, status: 'hidden' }),
      await createListing(payload, seller.user.id, category.id, {
        title: `Kafejnīca beigusies ${unique()}`,
        price: 100000,
        expiry_date: new Date(start).toISOString(),
      }),
      await createListing(payload, blocked.user.id, category.id, { title: `Kafejnīca bloķēta ${unique()}`, price: 100000 }),
    ]
    await payload.update({ collection: 'users', id: blocked.user.id, data: { blocked: true, blockedReason: 'Krāpšana' } })

    // Nothing is due before the next 07:00 in Riga.
    await digestAt(start + 2000)
    expect(await delivered(buyer.email)).toEqual([])

    const firstRun = start + NEXT_DAY_MS
    vi.setSystemTime(firstRun)
    expect(await digestAt(firstRun)).toBeGreaterThanOrEqual(1)
    const [first, ...more] = await mailTo(buyer.email)
    expect(more).toEqual([])
    expect(first.subject).toBe(lv('savedSearches.digest.subject', { count: 1 }))
    expect(first.text).toContain('Sveiki, Ilze!')
    expect(first.text).toContain(`“kafejnica” · ${category.title} · Cena: līdz 200\u00a0000\u00a0€`)
    expect(listingTitles(first, [match, ...quiet])).toEqual([match.title])
    expect(first.text).toContain(`100\u00a0000\u00a0€ · ${cesis.title} · ${category.title}`)
    expect(first.text).toMatch(new RegExp(`^https?://[^/\\s]+/bizness/${match.slug}\\r?$`, 'm'))
    expect(first.text).toMatch(new RegExp(`^https?://[^/\\s]+/${category.slug}\\?q=kafejnica&price_max=200000\\r?$`, 'm'))
    expect(first.text).toMatch(/^https?:\/\/[^/\s]+\/atteikties\/\d+-[\w-]{43}\r?$/m)
    expect(first.html).toContain(`href="${first.links.find((link) => link.includes(`/bizness/${match.slug}`))}"`)

    const [headers] = await headersTo(buyer.email)
    const token = unsubscribeToken(payload, buyer.user.id, [saved.body.search!.id])
    expect(headers.get('list-unsubscribe')).toMatch(new RegExp(`^<https?://[^/\\s]+/api/saved-searches/unsubscribe/${token}>$`))
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    const row = await stored(saved.body.search!.id)
    expect(new Date(row.lastDigestAt!).getTime()).toBe(firstRun)
    expect(new Date(row.checkedUntil).getTime()).toBeLessThan(firstRun)

    // A run an hour later, and a run that races it, send none of them again.
    vi.setSystemTime(firstRun + HOUR_MS)
    await Promise.all([digestAt(firstRun + HOUR_MS), digestAt(firstRun + HOUR_MS)])
    expect(await delivered(buyer.email)).toHaveLength(1)

    const later = await createListing(payload, seller.user.id, category.id, { title: `Kafejnīca vēlāk ${unique()}`, price: 150000 })
    const secondRun = firstRun + HOUR_MS + NEXT_DAY_MS
    vi.setSystemTime(secondRun)
    await digestAt(secondRun)
    const mails = await mailTo(buyer.email, { atLeast: 2 })
    expect(mails).toHaveLength(2)
    expect(listingTitles(mails[1], [match, later, ...quiet])).toEqual([later.title])
  })

  it('should write in the owner’s chosen language whatever page the search was saved on, with English links', async () => {
    const buyer = await person({ locale: 'en' })
    const seller = await person()
    const saved = await save(buyer, { category: category.slug, q: 'bistro', consent: true }, 'lv')
    const start = Date.now()
    vi.setSystemTime(start + 1000)
    const bistro = await createListing(payload, seller.user.id, category.id, { title: `Bistro Rīgā ${unique()}`, price: null })
    vi.setSystemTime(start + NEXT_DAY_MS)
    await digestAt(start + NEXT_DAY_MS)
    const [mail] = await mailTo(buyer.email)
    expect(mail.subject).toBe('1 new listing for your saved search — Bizness')
    expect(mail.text).toMatch(new RegExp(`^${bistro.title}\\r?\\n${en('listings.priceOnRequest')} · ${category.title}\\r?$`, 'm'))
    expect(mail.text).toMatch(new RegExp(`^https?://[^/\\s]+/en/bizness/${bistro.slug}\\r?$`, 'm'))
    expect(mail.text).toMatch(new RegExp(`^https?://[^/\\s]+/en/${category.slug}\\?q=bistro\\r?$`, 'm'))
    expect(mail.text).toMatch(/^https?:\/\/[^/\s]+\/en\/atteikties\/\d+-[\w-]{43}\r?$/m)
    expect((await stored(saved.body.search!.id)).lastDigestAt).toBeTruthy()
  })

  it(`should group a person’s searches in one mail of at most ${DIGEST_LISTINGS_MAX} listings, each search linking to all its news`, async () => {
    const buyer = await person()
    const seller = await person()
    const cafes = await save(buyer, { category: category.slug, q: 'kafejnica', consent: true })
    const shops = await save(buyer, { category: otherCategory.slug, consent: true })
    const quietSearch = await save(buyer, { q: `nekas-${unique()}`, consent: true })
    const start = Date.now()
    vi.setSystemTime(start + 1000)
    for (let n = 1; n <= DIGEST_LISTINGS_MAX + 2; n++)
      await createListing(payload, seller.user.id, category.id, { title: `Kafejnīca Nr. ${n} ${unique()}` })
    const shop = await createListing(payload, seller.user.id, otherCategory.id, { title: `Veikals ${unique()}` })
    vi.setSystemTime(start + NEXT_DAY_MS)
    await digestAt(start + NEXT_DAY_MS)

    const [mail, ...more] = await mailTo(buyer.email)
    expect(more).toEqual([])
    expect(mail.subject).toBe(lv('savedSearches.digest.subject', { count: DIGEST_LISTINGS_MAX + 3 }))
    expect(mail.text.match(/Kafejnīca Nr\. \d+/g)).toHaveLength(DIGEST_LISTINGS_MAX)
    expect(mail.text).toContain(lv('savedSearches.digest.seeAll', { more: 2 }))
    // The twenty were all the room there was: the shop is counted and linked, not shown.
    expect(mail.text).not.toContain(shop.title)
    expect(mail.text).toContain(lv('savedSearches.digest.seeAll', { more: 1 }))
    expect(mail.text).not.toContain(`nekas-`)

    // The one-click unsubscribe withdraws every search of the mail, the quiet one too.
    const token = await oneClickToken(buyer.email)
    expect(token).toBe(
      unsubscribeToken(payload, buyer.user.id, [cafes.body.search!.id, shops.body.search!.id, quietSearch.body.search!.id]),
    )
    const oneClick = await api('POST', `/api/saved-searches/unsubscribe/${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({ success: true, unsubscribed: 3 })
    expect((await apiJson<Answer>('GET', '/api/saved-searches', { token: buyer.token })).body.searches).toEqual([])
  })

  it('should show a confidential listing by its public face alone: its region, never its municipality, figures, contacts or number', async () => {
    const buyer = await person()
    const seller = await person()
    const word = `galdnieciba${unique()}`
    await save(buyer, { q: word, consent: true })
    const start = Date.now()
    vi.setSystemTime(start + 1000)
    const registration = uniqueRegistrationNumber()
    const hidden = await createListing(payload, seller.user.id, category.id, {
      title: `Galdniecība ${word}`,
      price: 240000,
      location: cesis.id,
      turnover: 1_387_650,
      profit: 152_340,
      employees: 37,
      registration_number: registration,
      phone: '+371 29876543',
      email: `owner-${word}@example.lv`,
      confidential: true,
    })
    vi.setSystemTime(start + NEXT_DAY_MS)
    await digestAt(start + NEXT_DAY_MS)

    const [mail] = await mailTo(buyer.email)
    expect(mail.text).toContain(hidden.title)
    expect(mail.text).toContain(`240\u00a0000\u00a0€ · ${lv('statisticalRegions.vidzeme')} · ${category.title}`)
    for (const part of [mail.subject, mail.text, mail.html, [...mail.headers.values()].join('\n')]) {
      expect(part).not.toContain(cesis.title)
      expect(part).not.toMatch(/1\D?387\D?650|152\D?340|29876543|owner-/)
      expect(part).not.toContain(registration)
    }
  })

  it('should run as the hourly job of the listings queue', async () => {
    const job = await payload.jobs.queue({ task: 'savedSearchDigest', queue: LISTINGS_QUEUE, input: {} })
    await payload.jobs.runByID({ id: job.id })
    const done = await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, depth: 0 })
    // Completed jobs are deleted (payload.config.ts); one that failed would stay with its error.
    expect(done.docs.filter((each) => each.hasError)).toEqual([])
    const { schedule } = payload.config.jobs.tasks!.find((task) => task.slug === 'savedSearchDigest')!
    expect(schedule).toEqual([{ cron: '0 * * * *', queue: LISTINGS_QUEUE }])
  })
})

describe('unsubscribing by link', () => {
  it('should work without logging in, once, and only by the POST: opening the link changes nothing', async () => {
    const buyer = await person()
    const saved = await save(buyer, { q: 'viesnīca', consent: true })
    const id = saved.body.search!.id
    const token = unsubscribeToken(payload, buyer.user.id, [id])

    expect((await api('GET', `/api/saved-searches/unsubscribe/${token}`)).status).not.toBe(200)
    expect((await stored(id)).unsubscribedAt ?? null).toBeNull()

    const first = await apiJson<Answer>('POST', `/api/saved-searches/unsubscribe/${token}`)
    expect(first).toEqual({ status: 200, body: { success: true, unsubscribed: 1 } })
    const withdrawnAt = (await stored(id)).unsubscribedAt
    expect(withdrawnAt).toBeTruthy()
    expect(await apiJson<Answer>('POST', `/api/saved-searches/unsubscribe/${token}`)).toEqual({
      status: 200,
      body: { success: true, unsubscribed: 0 },
    })
    expect((await stored(id)).unsubscribedAt).toBe(withdrawnAt)

    // Withdrawn, it is no longer due: no digest, however much is new.
    const seller = await person()
    vi.setSystemTime(Date.now() + 1000)
    await createListing(payload, seller.user.id, category.id, { title: `Viesnīca ${unique()}` })
    vi.setSystemTime(Date.now() + NEXT_DAY_MS)
    await digestAt(Date.now())
    expect(await delivered(buyer.email)).toEqual([])
  })

  it('should refuse a forged token, or one of someone else’s search, and change nothing', async () => {
    const victim = await person()
    const attacker = await person()
    const theirs = (await save(victim, { q: 'aptieka', consent: true })).body.search!.id
    const mine = (await save(attacker, { q: 'aptieka', consent: true })).body.search!.id
    const myToken = unsubscribeToken(payload, attacker.user.id, [mine])
    const myMac = myToken.split('-').slice(1).join('-')
    const flipped = myMac.at(-1) === 'A' ? 'B' : 'A'

    const forged = [
      `${theirs}-${myMac}`,
      `${mine}_${theirs}-${myMac}`,
      `${mine}-${myMac.slice(0, -1)}${flipped}`,
      `${theirs}-${'A'.repeat(43)}`,
      `${theirs}`,
      'abc',
      `${theirs}.${myMac}`,
    ]
    for (const token of forged) {
      const { status, body } = await apiJson<Answer>('POST', `/api/saved-searches/unsubscribe/${encodeURIComponent(token)}?locale=en`)
      expect(status, token).toBe(404)
      expect(body.message).toBe(en('savedSearches.errors.linkInvalid'))
    }
    expect((await stored(theirs)).unsubscribedAt ?? null).toBeNull()
    expect((await stored(mine)).unsubscribedAt ?? null).toBeNull()
  })
})
