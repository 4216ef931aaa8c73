import fs from 'node:fs'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isStaffUser } from '@/lib/account/roles'
import { mediaDir } from '@/lib/runtime/media-dir'
import { totpCode } from '@/lib/second-factor/totp'
import { slugify } from '@/lib/slugs/slugify'
import type { Media } from '@/payload-types'
import { seedDemo } from '@/seed'
import { BUSINESS_SALE } from '@/seed/data/articles/business-sale'
import { BUSINESS_VALUATION } from '@/seed/data/articles/business-valuation'
import { CATEGORIES } from '@/seed/data/categories'
import { LISTINGS } from '@/seed/data/listings'
import { MUNICIPALITIES } from '@/seed/data/municipalities'
import { demoTotpSecret } from '@/seed/demo-credentials'
import { HEADCOUNT_MISMATCH_LISTING, RATED_B_LISTING } from '@/seed/data/registration-numbers'
import type { RichText } from '@/seed/lexical'
import { DEMO_SUBSCRIPTION, DEMO_USERS } from '@/seed/users'
import { listingRegistry } from '@/services/registry/listing-registry'

import { call } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { clearRegistry } from '../helpers/registry'

type Localized<T = string> = { lv: T; en: T; ru?: T }

/** With locale 'all' Payload returns every localized field as { lv, en, ru }, a language without a value left out. */
const localized = <T = string>(value: unknown) => value as Localized<T>

const COLLECTIONS: CollectionSlug[] = [
  'users',
  'invites',
  'plans',
  'categories',
  'locations',
  'articles',
  'listings',
  'media',
  'attachments',
]

let payload: Payload
let afterFirstRun: Awaited<ReturnType<typeof snapshot>>
let afterSecondRun: Awaited<ReturnType<typeof snapshot>>

async function snapshot() {
  const counts: Record<string, number> = {}
  for (const collection of COLLECTIONS) counts[collection] = (await payload.count({ collection })).totalDocs
  return {
    counts,
    siteSettings: await payload.findGlobal({ slug: 'site-settings', locale: 'all' }),
    terms: await payload.findGlobal({ slug: 'terms', locale: 'all' }),
  }
}

const sellerIds = async () => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_USERS.filter((u) => u.key.startsWith('seller')).map((u) => u.email) } },
  })
  return docs.map((user) => user.id)
}

beforeAll(async () => {
  payload = await testPayload()
  await seedDemo(payload)
  afterFirstRun = await snapshot()
  await seedDemo(payload)
  afterSecondRun = await snapshot()
}, 240_000)

// The sample register would hold every later file's saves in this worker to the register's rules.
afterAll(() => clearRegistry(payload))

describe('demo seed', () => {
  it('should give the demo staff a second factor with the kept secret `npm run demo:code` reads, and the sellers none', async () => {
    for (const { key, email, roles } of DEMO_USERS) {
      const password = process.env.DEMO_PASSWORD
      const first = await call('POST', '/api/authenticate', { json: { email, password } })
      if (!isStaffUser({ roles: [...roles] })) {
        expect(first.status, email).toBe(200)
        continue
      }
      expect([first.status, first.body.secondFactor], email).toEqual([401, 'code'])
      const withCode = await call('POST', '/api/authenticate', { json: { email, password, code: totpCode(demoTotpSecret(key)) } })
      expect(withCode.status, email).toBe(200)
    }
  })

  it('should load a sample register in which every demo listing is checked, marked as sample data', async () => {
    const { docs } = await payload.find({
      collection: 'listings',
      where: { owner: { in: await sellerIds() } },
      pagination: false,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    for (const listing of docs) {
      const { registry } = await listingRegistry(payload, listing, 'owner')
      expect(registry, listing.title).toMatchObject({ checked: true, sample: true })
      expect(registry.turnover, listing.title).toBeGreaterThanOrEqual(50_000)
    }
  })

  it('should flag one demo listing rated B and one whose headcount VID does not bear out, and no other', async () => {
    const { docs } = await payload.find({
      collection: 'listings',
      where: { owner: { in: await sellerIds() } },
      pagination: false,
      depth: 0,
    })
    const flagged: Record<string, string[]> = {}
    for (const listing of docs) {
      const { registry } = await listingRegistry(payload, listing, 'owner')
      if (registry.flags.length > 0) flagged[listing.title] = registry.flags.map((flag) => `${flag.kind}${flag.rating ?? ''}`)
    }
    expect(flagged).toEqual({
      [LISTINGS[RATED_B_LISTING].title]: ['tax_ratingB'],
      [LISTINGS[HEADCOUNT_MISMATCH_LISTING].title]: ['headcount_mismatch'],
    })
  })

  it('should change nothing when it runs a second time', () => {
    expect(afterSecondRun).toEqual(afterFirstRun)
  })

  it('should leave the plans to the migration (free, pro, business, once) and make the demo sellers Business subscribers', async () => {
    const { docs } = await payload.find({ collection: 'plans', where: { name: { in: ['free', 'pro', 'business'] } }, pagination: false })
    expect(docs.map((plan) => plan.name).sort()).toEqual(['business', 'free', 'pro'])
    const sellers = await payload.find({ collection: 'users', where: { id: { in: await sellerIds() } }, depth: 0 })
    for (const seller of sellers.docs) expect(seller.subscription).toMatchObject(DEMO_SUBSCRIPTION)
  })

  it('should give at least 12 categories a Latvian, an English and a Russian title and an icon', async () => {
    const { docs } = await payload.find({
      collection: 'categories',
      locale: 'all',
      where: { slug: { in: CATEGORIES.map((c) => slugify(c.title.lv)) } },
      limit: 100,
    })
    expect(docs.length).toBeGreaterThanOrEqual(12)
    expect(docs).toHaveLength(CATEGORIES.length)
    for (const category of CATEGORIES) {
      const doc = docs.find((d) => d.slug === slugify(category.title.lv))!
      expect(localized(doc.title)).toEqual(category.title)
      expect(doc.icon).toBe(category.icon)
    }
  })

  it('should hold the 43 municipalities: 7 state cities and 36 novadi with unique 7-digit ATVK codes', async () => {
    // Other test files add their own municipalities to the shared database; count only the seeded codes.
    const { docs } = await payload.find({
      collection: 'locations',
      locale: 'all',
      where: { atvk: { in: MUNICIPALITIES.map((m) => m.atvk) } },
      limit: 100,
    })
    expect(docs).toHaveLength(43)
    const codes = docs.map((d) => d.atvk)
    expect(new Set(codes).size).toBe(43)
    expect(codes.every((code) => /^\d{7}$/.test(code))).toBe(true)
    expect(new Set(codes)).toEqual(new Set(MUNICIPALITIES.map((m) => m.atvk)))
    expect(docs.filter((d) => d.kind === 'state_city')).toHaveLength(7)
    expect(docs.filter((d) => d.kind === 'municipality')).toHaveLength(36)
    const riga = docs.find((d) => d.atvk === '0001000')!
    expect(localized(riga.title)).toEqual({ lv: 'Rīga', en: 'Riga', ru: 'Рига' })
    expect(riga.region).toBe('riga')
    const adazi = docs.find((d) => d.atvk === '0023000')!
    expect(localized(adazi.title)).toEqual({ lv: 'Ādažu novads', en: 'Ādaži Municipality', ru: 'Адажский край' })
    expect(
      docs.every((d) => localized(d.title).ru),
      'every municipality has a Russian name',
    ).toBe(true)
  })

  it('should add the Russian names a database seeded before them lacks, and keep a name an editor wrote', async () => {
    const idOf = async (collection: 'locations' | 'categories', where: Where) =>
      (await payload.find({ collection, where, limit: 1, depth: 0 })).docs[0].id
    const riga = await idOf('locations', { atvk: { equals: '0001000' } })
    const jurmala = await idOf('locations', { atvk: { equals: '0004000' } })
    const food = CATEGORIES.find((category) => category.key === 'food')!
    const category = await idOf('categories', { slug: { equals: slugify(food.title.lv) } })
    // As a database seeded before the Russian names were: no Russian row at all.
    await payload.db.drizzle.execute(sql`DELETE FROM locations_locales WHERE _parent_id = ${riga} AND _locale = 'ru'`)
    await payload.db.drizzle.execute(sql`DELETE FROM categories_locales WHERE _parent_id = ${category} AND _locale = 'ru'`)
    await payload.update({ collection: 'locations', id: jurmala, locale: 'ru', data: { title: 'Юрмала (курорт)' } })
    const russianTitle = async (collection: 'locations' | 'categories', id: number) =>
      (await payload.findByID({ collection, id, locale: 'ru', fallbackLocale: false, depth: 0 })).title
    expect(await russianTitle('locations', riga)).toBeFalsy()

    await seedDemo(payload)
    expect(await russianTitle('locations', riga)).toBe('Рига')
    expect(await russianTitle('categories', category)).toBe(food.title.ru)
    expect(await russianTitle('locations', jurmala)).toBe('Юрмала (курорт)')
    await payload.update({ collection: 'locations', id: jurmala, locale: 'ru', data: { title: 'Юрмала' } })
  })

  it('should spread at least 40 listings over every category, each with its own image in webp sizes', async () => {
    const owners = await sellerIds()
    const { docs } = await payload.find({ collection: 'listings', where: { owner: { in: owners } }, depth: 1, limit: 200 })
    expect(docs.length).toBeGreaterThanOrEqual(40)

    const categoryIds = new Set(docs.map((d) => (typeof d.category === 'object' ? d.category.id : d.category)))
    expect(categoryIds.size).toBe(CATEGORIES.length)
    expect(docs.filter((d) => d.featured).length).toBeGreaterThanOrEqual(5)
    expect(docs.some((d) => !d.location)).toBe(true)
    expect(new Set(docs.map((d) => d.owner && (typeof d.owner === 'object' ? d.owner.id : d.owner))).size).toBe(2)

    const imageIds = new Set<number>()
    for (const listing of docs) {
      expect(listing.turnover).toBeGreaterThanOrEqual(50000)
      expect(Number.isInteger(listing.profit) && listing.profit! >= 0).toBe(true)
      expect(listing.shares_to_sold).toBeGreaterThanOrEqual(1)
      expect(listing.shares_to_sold).toBeLessThanOrEqual(100)
      expect(listing.phone && listing.email).toBeTruthy()
      expect(new Date(listing.expiry_date).getTime()).toBeGreaterThan(Date.now())

      const image = listing.image as Media
      imageIds.add(image.id)
      expect(image.mimeType).toBe('image/jpeg')
      for (const size of [image.sizes?.thumbnail, image.sizes?.card, image.sizes?.detail]) {
        expect(size?.mimeType).toBe('image/webp')
        expect(size?.filename).toMatch(/\.webp$/)
        expect(fs.existsSync(mediaDir('images', size!.filename!))).toBe(true)
      }
    }
    expect(imageIds.size).toBe(docs.length)
  })

  it('should attach a one-page PDF summary to some listings', async () => {
    const owners = await sellerIds()
    const { docs } = await payload.find({ collection: 'attachments', where: { owner: { in: owners } }, limit: 100 })
    expect(docs.length).toBeGreaterThan(0)
    for (const attachment of docs) {
      expect(attachment.mimeType).toBe('application/pdf')
      const bytes = fs.readFileSync(mediaDir('attachments', attachment.filename!))
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
      expect(bytes.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/)
    }
  })

  it('should create the five demo users with their roles', async () => {
    for (const { email, roles } of DEMO_USERS) {
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
      expect(docs).toHaveLength(1)
      expect(docs[0].roles).toEqual([...roles])
    }
  })

  it('should publish both articles in Latvian and English as rich text that renders to HTML', async () => {
    for (const article of [BUSINESS_VALUATION, BUSINESS_SALE]) {
      const { docs } = await payload.find({
        collection: 'articles',
        locale: 'all',
        where: { slug: { equals: slugify(article.lv.title) } },
      })
      expect(docs).toHaveLength(1)
      const [doc] = docs
      expect(doc.order).toBe(article.order)
      expect(localized(doc.title)).toEqual({ lv: article.lv.title, en: article.en.title })
      expect(localized(doc.excerpt)).toEqual({ lv: article.lv.excerpt, en: article.en.excerpt })
      const content = localized<RichText>(doc.content)
      for (const locale of ['lv', 'en'] as const) {
        const html = convertLexicalToHTML({ data: content[locale] })
        expect(html).toContain('<h2>')
        expect(html).toContain('<ul class="list-bullet">')
        expect(html).toContain('<strong>')
        expect(html.length).toBeGreaterThan(6000)
      }
    }
  })

  it('should write the terms of use in Latvian and English with the turnover rule', async () => {
    const terms = await payload.findGlobal({ slug: 'terms', locale: 'all' })
    // No Russian: until an editor writes them, /ru shows the Latvian ones with a note (another file may have left an empty Russian row).
    const titles = localized<string | null>(terms.title)
    expect({ lv: titles.lv, en: titles.en }).toEqual({ lv: 'Lietošanas noteikumi', en: 'Terms of use' })
    expect(titles.ru ?? null).toBeNull()
    const content = localized<RichText>(terms.content)
    const lv = convertLexicalToHTML({ data: content.lv })
    const en = convertLexicalToHTML({ data: content.en })
    expect(lv).toContain('<h2>1. Lietošanas noteikumi</h2>')
    expect(lv).toContain('50 000 EUR')
    expect(en).toContain('<h2>1. Terms of use rules</h2>')
    expect(en).toContain('EUR 50,000')
    expect(en).toContain('<ol class="list-number">')
  })

  it('should fill the site settings with the home figures and the services panel in both languages', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'all' })
    expect(settings.dealsCompleted).toBe(103)
    expect(settings.potentialInvestors).toBe(1568)
    expect(settings.listingLifetimeDays).toBe(180)
    expect(localized(settings.tagline).lv).toBeTruthy()
    expect(localized(settings.tagline).en).toBeTruthy()
    expect(localized(settings.servicesPanel?.claim).en).toBe('More than 100 deals in the Baltic states')
    const services = settings.servicesPanel?.services ?? []
    expect(services).toHaveLength(3)
    expect(services.map((s) => localized(s.title))).toEqual([
      { lv: 'Biznesa vērtēšana', en: 'Business valuation' },
      { lv: 'Biznesa pārdošanas starpniecība', en: 'Business sale brokerage' },
      { lv: 'Juridiskās konsultācijas', en: 'Legal consultation' },
    ])
    expect(services.every((s) => s.url.startsWith('https://bizness.lv/pakalpojumi/'))).toBe(true)
    expect(settings.footerLinks?.aboutUrl).toBeTruthy()
    expect(settings.footerLinks?.contactUrl).toBeTruthy()
    expect(settings.footerLinks?.advertisingUrl).toBeTruthy()
  })
})
