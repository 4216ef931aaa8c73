import crypto from 'node:crypto'

import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { createCategory, richText, uniqueRegistrationNumber } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { minimalPdf, restUpload, solidPng, uploadFile } from '../helpers/uploads'
import { createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [admin, seller] = await createTestUsers(payload, 'admin', 'user')
const categoryId = (await createCategory(payload)).id

const unique = () => crypto.randomBytes(3).toString('hex')

/**
 * How an admin creates one document of each collection through REST; returns its id. The audit
 * log, reports, Stripe events, favourites, saved searches and NDA acceptances are written only by the server
 * (tests/int/moderation-*.int.spec.ts, tests/int/payments-stripe.int.spec.ts, tests/int/favourites.int.spec.ts,
 * tests/int/saved-searches.int.spec.ts, tests/int/nda-access.int.spec.ts).
 */
const creators: Record<
  Exclude<
    CollectionSlug,
    `payload-${string}` | 'audit-log' | 'reports' | 'stripe-events' | 'favourites' | 'saved-searches' | 'inquiries' | 'nda-acceptances'
  >,
  () => Promise<number>
> = {
  listings: () =>
    createJson('listings', {
      title: `Admins ${unique()}`,
      description: 'x',
      category: categoryId,
      owner: seller.user.id,
      registration_number: uniqueRegistrationNumber(),
    }),
  categories: () => createJson('categories', { title: `Admins ${unique()}` }),
  locations: () =>
    createJson('locations', {
      title: `Admins ${unique()}`,
      atvk: `9${crypto.randomInt(100000, 999999)}`,
      kind: 'municipality',
      region: 'kurzeme',
    }),
  articles: () => createJson('articles', { title: `Admins ${unique()}`, content: richText('Admins raksta.') }),
  invites: () => createJson('invites', { email: `i-${unique()}@test.bizness.lv`, code: unique(), invitedBy: seller.user.id }),
  plans: () =>
    createJson('plans', {
      name: `admins-${unique()}`,
      title: 'Admins',
      prices: { monthly: 9, yearly: 90 },
      limits: { teamSeats: 2, activeListings: 3, featuredListings: 0 },
    }),
  users: () =>
    createJson('users', { email: `a-${unique()}@test.bizness.lv`, password: `pw-${unique()}-long`, first_name: 'A', last_name: 'B' }),
  media: async () =>
    (await restUpload('media', { token: admin.token, file: uploadFile(await solidPng(300, 200), 'a.png', 'image/png') })).body.doc.id,
  attachments: async () =>
    (await restUpload('attachments', { token: admin.token, file: uploadFile(minimalPdf(), 'a.pdf', 'application/pdf') })).body.doc.id,
}

async function createJson(slug: CollectionSlug, json: Record<string, unknown>): Promise<number> {
  const created = await apiJson<{ doc: { id: number } }>('POST', `/api/${slug}`, { token: admin.token, json })
  expect(created.status).toBe(201)
  return created.body.doc.id
}

/** A field every collection has and an admin may change. */
const updates: Record<keyof typeof creators, Record<string, unknown>> = {
  listings: { featured: true },
  categories: { order: 1 },
  locations: { region: 'latgale' },
  articles: { order: 1 },
  invites: { status: 'cancelled' },
  plans: { order: 1 },
  users: { roles: ['editor'] },
  media: { alt: 'Admins' },
  attachments: { originalName: 'admins.pdf' },
}

describe('admins: everything', () => {
  it.each(Object.keys(creators) as (keyof typeof creators)[])('should let an admin create, read, change and delete %s', async (slug) => {
    const id = await creators[slug]()
    expect((await api('GET', `/api/${slug}/${id}`, { token: admin.token })).status).toBe(200)
    const patch = await apiJson<{ doc: Record<string, unknown> }>('PATCH', `/api/${slug}/${id}?depth=0`, {
      token: admin.token,
      json: updates[slug],
    })
    expect(patch.status).toBe(200)
    expect(patch.body.doc).toMatchObject(updates[slug])
    expect((await api('DELETE', `/api/${slug}/${id}`, { token: admin.token })).status).toBe(200)
    expect((await api('GET', `/api/${slug}/${id}`, { token: admin.token })).status).toBe(404)
  })
})
