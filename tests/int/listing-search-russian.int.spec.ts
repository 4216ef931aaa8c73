import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Category, Listing } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * Search over listings written in Russian and in Latvian (issue 36, item 4): Cyrillic words in
 * any case, 'ё' as 'е', Latin words in Latvian listings, and a category found by its name in
 * any language, its Russian one too. Each word carries a tag of this run, so other files'
 * listings never match.
 */

type Page = { listings: { id: number; title: string }[]; total: number }

/** A tag of Cyrillic letters, unique to this run: a word no other listing holds. */
const cyrillicTag = () => [...crypto.randomBytes(5)].map((byte) => 'бвгдклмнпрстфхцш'[byte % 16]).join('')
const latinTag = () =>
  crypto
    .randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'qwxyzjkvpb'[Number(digit)])

const ru = cyrillicTag()
const lv = latinTag()

let payload: Payload
let bakeries: Category
let other: Category
const listed: Record<'russian' | 'latvian' | 'bakery' | 'elsewhere', Listing> = {} as never

const found = async (q: string, category?: string) => {
  const { status, body } = await apiJson<Page>('POST', '/api/listing/index?locale=ru', { json: { q, ...(category && { category }) } })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.listings.map((listing) => listing.id).sort((a, b) => a - b)
}
const ids = (...listings: Listing[]) => listings.map((listing) => listing.id).sort((a, b) => a - b)

beforeAll(async () => {
  payload = await testPayload()
  const seller = await createTestUser(payload)
  other = await createCategory(payload, `Citi ${lv}`)
  bakeries = await createCategory(payload, `Maiznīcas${lv}`)
  await payload.update({ collection: 'categories', id: bakeries.id, locale: 'ru', data: { title: `Пекарни${ru}` } })
  await payload.update({ collection: 'categories', id: bakeries.id, locale: 'en', data: { title: `Bakeries${lv}` } })
  listed.russian = await createListing(payload, seller.user.id, other.id, {
    title: `Кафе ${ru} в Старой Риге`,
    description: `Уютное КАФЕ${ru} у площади, рядом Ёлочный базар.`,
  })
  listed.latvian = await createListing(payload, seller.user.id, other.id, {
    title: `Kafejnīca ${lv} Vecrīgā`,
    description: `Pārdodu kafejnīcu${lv} ar terasi.`,
  })
  listed.bakery = await createListing(payload, seller.user.id, bakeries.id, {
    title: `Maiznīca Cēsīs ${lv}`,
    description: 'Cep maizi kopš 1995. gada.',
  })
  listed.elsewhere = await createListing(payload, seller.user.id, other.id, { title: `Veikals ${lv}`, description: 'Pārtikas veikals.' })
})

describe('search in Russian and Latvian', () => {
  it('should find Cyrillic words in a Russian-written listing whatever their case', async () => {
    for (const word of [`кафе ${ru}`, `КАФЕ ${ru.toUpperCase()}`, `Кафе ${ru}`, `кафе${ru}`, `старой ${ru}`]) {
      expect(await found(word), word).toEqual(ids(listed.russian))
    }
  })

  it('should fold Cyrillic capitals whatever the server’s locale (the C locale lower-cases ASCII only)', async () => {
    const { rows } = await payload.db.drizzle.execute<{ folded: string }>(
      sql`SELECT bizness_fold('КАФЕ в Старой Риге, Ёлка, Rīga' COLLATE "C") AS folded`,
    )
    expect(rows[0].folded).toBe('кафе в старой риге, елка, riga')
  })

  it('should read ё as е both ways', async () => {
    expect(await found(`елочный ${ru}`)).toEqual(ids(listed.russian))
    expect(await found(`ЁЛОЧНЫЙ ${ru}`)).toEqual(ids(listed.russian))
  })

  it('should find Latin words in a Latvian-written listing, with or without diacritics, and keep the alphabets apart', async () => {
    expect(await found(`KAFEJNICA ${lv}`)).toEqual(ids(listed.latvian))
    expect(await found(`kafejnīcu${lv}`)).toEqual(ids(listed.latvian))
    expect(await found(`vecrīgā ${lv}`)).toEqual(ids(listed.latvian))
    expect(await found(`кафе kafejnīcu${lv}`)).toEqual([])
    expect(await found(`kafejnica ${ru}`)).toEqual([])
  })

  it('should find a category’s listings by the category’s Russian name, and by its Latvian and English ones', async () => {
    expect(await found(`пекарни${ru}`)).toEqual(ids(listed.bakery))
    expect(await found(`ПЕКАРНИ${ru.toUpperCase()}`)).toEqual(ids(listed.bakery))
    expect(await found(`maiznicas${lv}`)).toEqual(ids(listed.bakery))
    expect(await found(`bakeries${lv}`)).toEqual(ids(listed.bakery))
    expect(await found(`пекарни${ru}`, other.slug!)).toEqual([])
  })

  it('should want every word: a category’s name and a listing’s words together narrow, not widen', async () => {
    expect(await found(`пекарни${ru} cēsīs`)).toEqual(ids(listed.bakery))
    expect(await found(`пекарни${ru} veikals`)).toEqual([])
  })
})
