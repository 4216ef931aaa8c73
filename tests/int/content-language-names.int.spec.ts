import crypto from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/routing'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * Short names editors keep per language (issue 36, item 3): a category's and a municipality's
 * Russian name on /ru, through the calls the pages make, with Payload's reads (the category list,
 * a listing's page) and the cards' own SQL (the lists). A name with no translation falls back to
 * Latvian without a word, on /en as on /ru.
 */

const tag = crypto.randomBytes(3).toString('hex')
const payload = await testPayload()
const seller = await createTestUser(payload)

const translated = await createCategory(payload, `Maiznīcas ${tag}`)
await payload.update({ collection: 'categories', id: translated.id, locale: 'ru', data: { title: `Пекарни ${tag}` } })
await payload.update({ collection: 'categories', id: translated.id, locale: 'en', data: { title: `Bakeries ${tag}` } })
const latvianOnly = await createCategory(payload, `Kalves ${tag}`)

// Real ATVK codes start with 0; a leading 7 never clashes with the seeded municipalities.
const location = await payload.create({
  collection: 'locations',
  locale: 'lv',
  data: { title: `Cēsu novads ${tag}`, atvk: `7${crypto.randomInt(100000, 999999)}`, kind: 'municipality', region: 'vidzeme' },
})
await payload.update({ collection: 'locations', id: location.id, locale: 'ru', data: { title: `Цесисский край ${tag}` } })
const latvianOnlyLocation = await payload.create({
  collection: 'locations',
  locale: 'lv',
  data: { title: `Valkas novads ${tag}`, atvk: `7${crypto.randomInt(100000, 999999)}`, kind: 'municipality', region: 'vidzeme' },
})

const bakery = await createListing(payload, seller.user.id, translated.id, { location: location.id })
const smithy = await createListing(payload, seller.user.id, latvianOnly.id, { location: latvianOnlyLocation.id })

// Municipalities and categories are shared reference data: leave none behind.
afterAll(async () => {
  for (const listing of [bakery, smithy]) await payload.delete({ collection: 'listings', id: listing.id })
  for (const id of [location.id, latvianOnlyLocation.id]) await payload.delete({ collection: 'locations', id })
  for (const id of [translated.id, latvianOnly.id]) await payload.delete({ collection: 'categories', id })
})

type Card = { id: number; category: { title: string }; location: { title: string } | null }

/** The names a page in `locale` shows: the category list, the municipality list, a card in a list and the listing's page. */
async function namesOn(locale: Locale, category: { id: number; slug?: string | null }, listing: { slug?: string | null }) {
  const categories = await apiJson<{ categories: { id: number; title: string }[] }>('GET', `/api/listing/categories?locale=${locale}`)
  const locations = await apiJson<{ locations: { id: number; title: string }[] }>('GET', `/api/listing/locations?locale=${locale}`)
  const cards = await apiJson<{ listings: Card[] }>('POST', `/api/listing/index?locale=${locale}`, { json: { category: category.slug } })
  const page = await apiJson<{ listing: Card }>('GET', `/api/listing/get/${listing.slug}/slug?locale=${locale}`)
  for (const answer of [categories, locations, cards, page]) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const [card] = cards.body.listings
  return {
    categoryList: categories.body.categories.find((c) => c.id === category.id)?.title,
    card: [card.category.title, card.location?.title],
    page: [page.body.listing.category.title, page.body.listing.location?.title],
    locationList: locations.body.locations,
  }
}

describe('short names in the page’s language', () => {
  it('should name a category and a municipality in Russian on a /ru page, in the lists and on the listing’s page', async () => {
    const names = await namesOn('ru', translated, bakery)
    expect(names.categoryList).toBe(`Пекарни ${tag}`)
    expect(names.card).toEqual([`Пекарни ${tag}`, `Цесисский край ${tag}`])
    expect(names.page).toEqual([`Пекарни ${tag}`, `Цесисский край ${tag}`])
    expect(names.locationList.find((l) => l.id === location.id)?.title).toBe(`Цесисский край ${tag}`)
  })

  it('should show a name with no Russian or English in Latvian, on /ru and /en alike', async () => {
    for (const locale of ['ru', 'en'] as const) {
      const names = await namesOn(locale, latvianOnly, smithy)
      expect(names.categoryList, locale).toBe(`Kalves ${tag}`)
      expect(names.card, locale).toEqual([`Kalves ${tag}`, `Valkas novads ${tag}`])
      expect(names.page, locale).toEqual([`Kalves ${tag}`, `Valkas novads ${tag}`])
      expect(names.locationList.find((l) => l.id === latvianOnlyLocation.id)?.title, locale).toBe(`Valkas novads ${tag}`)
    }
  })

  it('should keep each language’s own name where it has one: English on /en, Latvian on Latvian pages', async () => {
    expect((await namesOn('en', translated, bakery)).card).toEqual([`Bakeries ${tag}`, `Cēsu novads ${tag}`])
    expect((await namesOn('lv', translated, bakery)).card).toEqual([`Maiznīcas ${tag}`, `Cēsu novads ${tag}`])
  })
})
