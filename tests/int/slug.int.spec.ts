import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Category, Listing } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUser } from '../helpers/users'

const payload = await testPayload()
// More listings than the free plan's five public ones.
const seller = await createTestUser(payload, ['user'], {
  subscription: { plan_name: 'business', status: 'active', payment_schedule: 'monthly' },
})
const editor = await createTestUser(payload, ['editor'])
const categoryId = (await createCategory(payload)).id

/** A tag that keeps this run's titles apart from every other test's. */
const unique = () => crypto.randomBytes(3).toString('hex')

const sellViaRest = async (title: string) => {
  const created = await apiJson<{ doc: Listing }>('POST', '/api/listings', {
    token: seller.token,
    json: { title, description: 'Apraksts.', category: categoryId, registration_number: '40103550818' },
  })
  expect(created.status).toBe(201)
  return created.body.doc
}

describe('slugs: listings', () => {
  it('should give listings with the same title unique slugs, the second with -2', async () => {
    const tag = unique()
    const first = await sellViaRest(`Kafejnīca ${tag}`)
    const second = await sellViaRest(`Kafejnīca ${tag}`)
    const third = await createListing(payload, seller.user.id, categoryId, { title: `Kafejnīca ${tag}` })
    expect([first.slug, second.slug, third.slug]).toEqual([`kafejnica-${tag}`, `kafejnica-${tag}-2`, `kafejnica-${tag}-3`])
  })

  it('should transliterate Latvian letters in a listing’s slug', async () => {
    const tag = unique()
    const listing = await sellViaRest(`Ģimenes ūdens un žāvēšanas ceļš Ķekavā, ļoti ērts ${tag}`)
    expect(listing.slug).toBe(`gimenes-udens-un-zavesanas-cels-kekava-loti-erts-${tag}`)
  })

  it('should keep a listing’s slug when its title is edited', async () => {
    const listing = await sellViaRest(`Veikals ${unique()}`)
    const patch = await apiJson<{ doc: Listing }>('PATCH', `/api/listings/${listing.id}`, {
      token: seller.token,
      json: { title: 'Pavisam cits nosaukums' },
    })
    expect(patch.body.doc).toMatchObject({ title: 'Pavisam cits nosaukums', slug: listing.slug })
  })

  it('should not let a seller change their listing’s slug through REST or the Local API', async () => {
    const listing = await sellViaRest(`Frizētava ${unique()}`)
    expect((await api('PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { slug: 'mans-slugs' } })).status).toBe(200)
    await payload.update({
      collection: 'listings',
      id: listing.id,
      data: { slug: 'mans-slugs' },
      user: await asUser(payload, seller.user.id),
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).slug).toBe(listing.slug)
  })
})

describe('slugs: categories', () => {
  const createViaRest = async (title: string) => {
    const created = await apiJson<{ doc: Category }>('POST', '/api/categories', { token: editor.token, json: { title } })
    expect(created.status).toBe(201)
    return created.body.doc
  }

  it('should give categories with the same title unique, transliterated slugs', async () => {
    const tag = unique()
    const first = await createViaRest(`Ēdināšana ${tag}`)
    const second = await createViaRest(`Ēdināšana ${tag}`)
    expect([first.slug, second.slug]).toEqual([`edinasana-${tag}`, `edinasana-${tag}-2`])
  })

  it('should keep a category’s slug when its title is edited', async () => {
    const category = await createViaRest(`Būvniecība ${unique()}`)
    const patch = await apiJson<{ doc: Category }>('PATCH', `/api/categories/${category.id}`, {
      token: editor.token,
      json: { title: 'Celtniecība' },
    })
    expect(patch.body.doc).toMatchObject({ title: 'Celtniecība', slug: category.slug })
  })

  it('should keep a category’s Latvian slug when an editor writes its Russian title in the panel', async () => {
    const category = await createViaRest(`Būvniecība ${unique()}`)
    const patch = await apiJson<{ doc: Category }>('PATCH', `/api/categories/${category.id}?locale=ru`, {
      token: editor.token,
      json: { title: 'Строительство' },
    })
    expect(patch.status).toBe(200)
    expect(patch.body.doc).toMatchObject({ title: 'Строительство', slug: category.slug })
    expect(category.slug).toMatch(/^buvnieciba-[0-9a-f]{6}$/)
  })

  it('should never give a category a slug the site’s own pages use, such as login, bizness or a language’s prefix', async () => {
    const login = await createViaRest('Login')
    const bizness = await createViaRest('Bizness')
    expect(login.slug).toMatch(/^login-\d+$/)
    expect(bizness.slug).toMatch(/^bizness-\d+$/)
    // Nor a language's prefix: /ru is the Russian site, never a sector.
    const russian = await createViaRest('RU')
    expect(russian.slug).toMatch(/^ru-\d+$/)
    await payload.delete({ collection: 'categories', where: { id: { in: [login.id, bizness.id, russian.id] } } })
  })
})
