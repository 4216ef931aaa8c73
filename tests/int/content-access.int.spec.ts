import crypto from 'node:crypto'

import type { CollectionSlug } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { richText } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { asUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [user, moderator, editor, admin] = await createTestUsers(payload, 'user', 'moderator', 'editor', 'admin')

const unique = () => crypto.randomBytes(3).toString('hex')

type ContentSlug = Extract<CollectionSlug, 'articles' | 'categories' | 'locations'>

/** A valid new document of each content collection; titles are unique per call. */
const samples: Record<ContentSlug, () => Record<string, unknown>> = {
  articles: () => ({ title: `Kā pārdot uzņēmumu ${unique()}`, excerpt: 'Padomi.', content: richText('Sāciet ar novērtējumu.') }),
  categories: () => ({ title: `Ražošana ${unique()}`, icon: 'briefcase' }),
  // Real ATVK codes start with 0; a leading 9 never clashes with the seeded municipalities.
  locations: () => ({ title: `Pagasts ${unique()}`, atvk: `9${crypto.randomInt(100000, 999999)}`, kind: 'municipality', region: 'riga' }),
}

const SLUGS = Object.keys(samples) as ContentSlug[]

const created: { slug: ContentSlug; id: number }[] = []

const createDoc = async (slug: ContentSlug) => {
  const doc = await payload.create({ collection: slug, data: samples[slug]() as never, locale: 'lv' })
  created.push({ slug, id: doc.id })
  return doc
}

// Content is shared reference data (the seed test counts the municipalities): leave none behind.
afterAll(async () => {
  for (const { slug, id } of created) await payload.delete({ collection: slug, id })
})

describe('content: articles, categories and locations', () => {
  it.each(SLUGS)('should let visitors read %s', async (slug) => {
    const doc = await createDoc(slug)
    const byId = await apiJson<{ id: number }>('GET', `/api/${slug}/${doc.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.id).toBe(doc.id)
  })

  it.each(SLUGS)('should not let visitors, users or moderators create, change or delete %s', async (slug) => {
    const doc = await createDoc(slug)
    for (const token of [undefined, user.token, moderator.token]) {
      expect((await api('POST', `/api/${slug}`, { token, json: samples[slug]() })).status).toBe(403)
      expect((await api('PATCH', `/api/${slug}/${doc.id}`, { token, json: { title: 'Mainīts' } })).status).toBe(403)
      expect((await api('DELETE', `/api/${slug}/${doc.id}`, { token })).status).toBe(403)
    }
    for (const person of [user, moderator]) {
      const actor = await asUser(payload, person.user.id)
      await expect(
        payload.create({ collection: slug, data: samples[slug]() as never, user: actor, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.update({ collection: slug, id: doc.id, data: { title: 'Mainīts' }, user: actor, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: slug, id: doc.id, user: actor, overrideAccess: false })).rejects.toThrow()
    }
    expect(await payload.findByID({ collection: slug, id: doc.id, locale: 'lv' })).toMatchObject({ title: doc.title })
  })

  it.each(SLUGS)('should let editors and admins create, change and delete %s', async (slug) => {
    for (const staff of [editor, admin]) {
      const created = await apiJson<{ doc: { id: number } }>('POST', `/api/${slug}`, { token: staff.token, json: samples[slug]() })
      expect(created.status).toBe(201)
      const id = created.body.doc.id
      expect((await api('PATCH', `/api/${slug}/${id}`, { token: staff.token, json: { title: 'Labots' } })).status).toBe(200)
      expect((await api('DELETE', `/api/${slug}/${id}`, { token: staff.token })).status).toBe(200)
    }
    const actor = await asUser(payload, editor.user.id)
    const doc = await payload.create({ collection: slug, data: samples[slug]() as never, user: actor, overrideAccess: false })
    await payload.delete({ collection: slug, id: doc.id, user: actor, overrideAccess: false })
  })
})

describe('content: site settings and terms', () => {
  const GLOBALS = [
    ['site-settings', 'tagline'],
    ['terms', 'title'],
  ] as const

  type GlobalSlug = (typeof GLOBALS)[number][0]

  const storedText = async (slug: GlobalSlug, field: string) =>
    ((await payload.findGlobal({ slug, locale: 'lv' })) as unknown as Record<string, unknown>)[field]

  /** Runs `change`, then puts the global's text back, so other files see it as they left it. */
  const restoring = async (slug: GlobalSlug, field: string, change: () => Promise<void>) => {
    const before = await storedText(slug, field)
    try {
      await change()
    } finally {
      await payload.updateGlobal({ slug, locale: 'lv', data: { [field]: before ?? null } })
    }
  }

  it.each(GLOBALS)('should let visitors read %s', async (slug) => {
    expect((await api('GET', `/api/globals/${slug}`)).status).toBe(200)
  })

  it.each(GLOBALS)('should not let visitors, users or moderators update %s', async (slug, field) => {
    const before = await storedText(slug, field)
    for (const token of [undefined, user.token, moderator.token]) {
      expect((await api('POST', `/api/globals/${slug}`, { token, json: { [field]: 'Uzlauzts' } })).status).toBe(403)
    }
    for (const person of [user, moderator]) {
      await expect(
        payload.updateGlobal({ slug, data: { [field]: 'Uzlauzts' }, user: await asUser(payload, person.user.id), overrideAccess: false }),
      ).rejects.toThrow()
    }
    expect(await storedText(slug, field)).toBe(before)
  })

  it.each(GLOBALS)('should let editors and admins update %s', async (slug, field) => {
    await restoring(slug, field, async () => {
      for (const staff of [editor, admin]) {
        const text = `Jauns teksts ${unique()}`
        const response = await api('POST', `/api/globals/${slug}?locale=lv`, { token: staff.token, json: { [field]: text } })
        expect(response.status).toBe(200)
        expect(await storedText(slug, field)).toBe(text)
      }
    })
  })
})
