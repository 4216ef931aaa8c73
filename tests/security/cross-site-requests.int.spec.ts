import config from '@payload-config'
import type { Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contract } from '@/endpoints'
import { translate } from '@/i18n/translate'
import type { Category } from '@/payload-types'

import { authenticate, call } from '../helpers/accounts'
import { createCategory, createListing } from '../helpers/fixtures'
import { formData, storedListing } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, ORIGIN } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let sanitized: SanitizedConfig
let seller: TestUser & { cookie: string }
let category: Category

/** What a page on another site sends along with the seller's cookie. */
const FOREIGN = { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' }
/** The same from a browser that leaves Origin out. */
const FOREIGN_NO_ORIGIN = { 'Sec-Fetch-Site': 'cross-site' }
/** A page on the same host but another port: same site for cookies, another origin. */
const SIBLING = { Origin: 'http://localhost:3999', 'Sec-Fetch-Site': 'same-site' }

beforeAll(async () => {
  payload = await testPayload()
  sanitized = await config
  const person = await createTestUser(payload, ['user'], { first_name: 'Anna' })
  seller = { ...person, cookie: (await authenticate(person.email, person.password)).cookie }
  category = await createCategory(payload)
})

/** A call carrying the seller's cookie with the given headers, nothing else of the site's. */
const asSellerFrom = (
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: `/api/${string}`,
  body?: BodyInit,
  type?: string,
) => api(method, url, { body, headers: { Cookie: seller.cookie, ...headers, ...(type ? { 'Content-Type': type } : {}) } })

async function expectRefused(response: Response) {
  expect(response.status).toBe(403)
  expect((await response.json()).message).toBe(translate('lv', 'api.foreignOrigin'))
}

const profileForm = (first_name: string) =>
  new URLSearchParams({ first_name, last_name: 'Liepa', phone: '+371 21111111', email: seller.email }).toString()

const listingForm = () =>
  formData({
    title: 'Pārdodu SIA no svešas lapas',
    category_id: category.id,
    location_id: 0,
    price: 1000,
    shares_to_sold: 50,
    turnover: 60000,
    profit: 1000,
    employees: 1,
    registration_number: '40103550818',
    description: 'Sveša lapa to nosūtīja.',
    phone: '+371 20000000',
    email: 'a@example.lv',
  })

describe.each([
  ['a foreign Origin', FOREIGN],
  ['no Origin but Sec-Fetch-Site: cross-site', FOREIGN_NO_ORIGIN],
  ['a sibling origin of the same site', SIBLING],
])('CSRF: a page with %s', (_, headers) => {
  it('should not save the seller’s profile with a form-encoded POST /api/user/settings', async () => {
    await expectRefused(
      await asSellerFrom(headers, 'POST', '/api/user/settings', profileForm('Uzlauzts'), 'application/x-www-form-urlencoded'),
    )
    expect((await payload.findByID({ collection: 'users', id: seller.user.id })).first_name).toBe('Anna')
  })

  it('should not create a listing with a multipart POST /api/listing/create', async () => {
    const before = (await payload.count({ collection: 'listings', where: { owner: { equals: seller.user.id } } })).totalDocs
    await expectRefused(await asSellerFrom(headers, 'POST', '/api/listing/create', listingForm()))
    expect((await payload.count({ collection: 'listings', where: { owner: { equals: seller.user.id } } })).totalDocs).toBe(before)
  })

  it('should not delete the seller’s listing with DELETE /api/listing/delete/{id}', async () => {
    const listing = await createListing(payload, seller.user.id, category.id)
    await expectRefused(await asSellerFrom(headers, 'DELETE', `/api/listing/delete/${listing.id}`))
    expect(await storedListing(payload, listing.id)).not.toBeNull()
  })
})

/** A path of a route with every :param filled in. */
const fill = (path: string) => path.replace(/:[a-zA-Z]+/g, '1')

describe('CSRF: every state-changing route', () => {
  it('should refuse every state-changing call of the /api contract from a foreign page', async () => {
    const calls = contract.map(({ spec }) => spec).filter((spec) => spec.method !== 'get')
    expect(calls.length).toBeGreaterThan(15)
    for (const spec of calls) {
      const response = await asSellerFrom(
        FOREIGN,
        spec.method.toUpperCase() as 'POST' | 'DELETE',
        `/api${fill(spec.path)}` as `/api/${string}`,
        '{}',
        'application/json',
      )
      expect({ route: `${spec.method} ${spec.path}`, status: response.status }).toEqual({
        route: `${spec.method} ${spec.path}`,
        status: 403,
      })
    }
  })

  it('should refuse every state-changing route Payload generates, for every collection and global, from a foreign page', async () => {
    const routes: [string, string][] = []
    for (const collection of sanitized.collections) {
      for (const endpoint of collection.endpoints || []) {
        if (endpoint.method !== 'get') routes.push([endpoint.method.toUpperCase(), `/api/${collection.slug}${fill(endpoint.path)}`])
      }
    }
    for (const global of sanitized.globals) {
      for (const endpoint of global.endpoints || []) {
        if (endpoint.method !== 'get') routes.push([endpoint.method.toUpperCase(), `/api/globals/${global.slug}${fill(endpoint.path)}`])
      }
    }
    // Users: create, update, delete, login, logout, refresh, forgot and reset password, unlock, verify, first-register.
    expect(routes.filter(([, url]) => url.startsWith('/api/users')).length).toBeGreaterThanOrEqual(12)
    for (const [method, url] of routes) {
      const response = await asSellerFrom(FOREIGN, method as 'POST', url as `/api/${string}`, '{}', 'application/json')
      expect({ route: `${method} ${url}`, status: response.status }).toEqual({ route: `${method} ${url}`, status: 403 })
    }
  })

  it('should still accept the same calls from the site’s own pages', async () => {
    const saved = await asSellerFrom(
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      'POST',
      '/api/user/settings',
      profileForm('Annija'),
      'application/x-www-form-urlencoded',
    )
    expect(saved.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: seller.user.id })).first_name).toBe('Annija')
  })

  it('should not act for the seller on a read from a foreign page either: the cookie counts only from the site’s origin', async () => {
    const own = await call('GET', '/api/users/me', { cookie: seller.cookie })
    expect(own.body.user?.id).toBe(seller.user.id)
    const foreign = await call('GET', '/api/users/me', { headers: { Cookie: seller.cookie, ...FOREIGN } })
    expect(foreign.body.user).toBeNull()
  })
})
