import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { Role } from '@/lib/account/roles'
import type { Listing } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson, ORIGIN } from '../helpers/rest'
import { asUser, createTestUser, type TestUser } from '../helpers/users'

type ErrorBody = { errors?: { message: string }[] }

let payload: Payload
let categoryId: number

beforeAll(async () => {
  payload = await testPayload()
  categoryId = (await createCategory(payload)).id
})

const block = (user: TestUser, data: { blocked?: boolean; is_deleted?: boolean } = { blocked: true }) =>
  payload.update({ collection: 'users', id: user.user.id, data })

const restLogin = (user: TestUser, query = '') =>
  apiJson<ErrorBody & { token?: string }>('POST', `/api/users/login${query}`, { json: { email: user.email, password: user.password } })

describe('auth: blocked and disabled accounts', () => {
  it('should refuse to log a blocked user in, saying the account is blocked', async () => {
    const carol = await createTestUser(payload)
    await block(carol)
    await expect(payload.login({ collection: 'users', data: { email: carol.email, password: carol.password } })).rejects.toThrow(
      translate('lv', 'errors.accountBlocked'),
    )
    const lv = await restLogin(carol)
    expect(lv.status).toBe(403)
    expect(lv.body.token).toBeUndefined()
    expect(lv.body.errors?.[0]?.message).toBe(translate('lv', 'errors.accountBlocked'))
    expect((await restLogin(carol, '?locale=en')).body.errors?.[0]?.message).toBe(translate('en', 'errors.accountBlocked'))
  })

  it('should refuse to log a team-disabled user in, saying so', async () => {
    const carol = await createTestUser(payload)
    await block(carol, { is_deleted: true })
    const response = await restLogin(carol)
    expect(response.status).toBe(403)
    expect(response.body.errors?.[0]?.message).toBe(translate('lv', 'errors.accountDisabled'))
  })

  it.each([
    ['blocked', { blocked: true }],
    ['team-disabled', { is_deleted: true }],
  ])('should end the sessions of a %s user at once: their old token acts as a visitor', async (_, data) => {
    const carol = await createTestUser(payload)
    const hidden = await createListing(payload, carol.user.id, categoryId, { status: 'hidden' })
    const token = carol.token
    const listingInput = { title: 'Pēc bloķēšanas', description: 'x', category: categoryId }
    // Before: the token is a working session.
    expect((await apiJson<{ user: { id: number } }>('GET', '/api/users/me', { token })).body.user.id).toBe(carol.user.id)
    expect((await api('GET', `/api/listings/${hidden.id}`, { token })).status).toBe(200)

    await block(carol, data)

    expect((await apiJson('GET', '/api/users/me', { token })).body).toMatchObject({ user: null })
    expect((await api('GET', `/api/users/${carol.user.id}`, { token })).status).toBe(403)
    expect((await api('POST', '/api/listings', { token, json: listingInput })).status).toBe(403)
    expect((await api('GET', `/api/listings/${hidden.id}`, { token })).status).toBe(404)
    expect((await api('POST', '/api/users/refresh-token', { token })).status).toBe(403)
  })

  it('should not let a blocked moderator act with a session opened before blocking', async () => {
    const mod = await createTestUser(payload, ['moderator'])
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    await block(mod)
    const patch = await api('PATCH', `/api/listings/${listing.id}`, { token: mod.token, json: { status: 'hidden' } })
    expect(patch.status).toBe(403)
    expect((await apiJson('GET', '/api/access', { token: mod.token })).body.canAccessAdmin).toBeFalsy()
  })
})

describe('auth: blocked users in server code', () => {
  it('should treat a blocked user as a visitor when server code acts for them through the Local API', async () => {
    const carol = await createTestUser(payload)
    const own = await createListing(payload, carol.user.id, categoryId, { status: 'hidden' })
    await block(carol)
    const user = await asUser(payload, carol.user.id)
    const data = { title: 'Bloķēts', description: 'x', category: categoryId } as Listing
    await expect(payload.create({ collection: 'listings', data, user, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'listings', id: own.id, data: { title: 'x' }, user, overrideAccess: false }),
    ).rejects.toThrow()
    expect(await payload.findByID({ collection: 'listings', id: own.id, user, overrideAccess: false, disableErrors: true })).toBeNull()
  })
})

describe('auth: unverified accounts', () => {
  it('should not log in a user whose e-mail is not verified', async () => {
    const dace = await createTestUser(payload)
    await payload.update({ collection: 'users', id: dace.user.id, data: { _verified: false } })
    await expect(payload.login({ collection: 'users', data: { email: dace.email, password: dace.password } })).rejects.toThrow()
    const response = await restLogin(dace)
    expect(response.status).toBe(403)
    expect(response.body.token).toBeUndefined()
    expect(response.body.errors?.[0]?.message).toBeTruthy()
  })
})

describe('auth: the admin panel', () => {
  it.each<[Role, boolean]>([
    ['admin', true],
    ['moderator', true],
    ['editor', true],
    ['user', false],
  ])('should say whether a %s may open the admin panel (%s)', async (role, allowed) => {
    const person = await createTestUser(payload, [role])
    const access = await apiJson<{ canAccessAdmin?: boolean }>('GET', '/api/access', { token: person.token })
    expect(access.status).toBe(200)
    expect(Boolean(access.body.canAccessAdmin)).toBe(allowed)
  })

  it('should not let a visitor open the admin panel', async () => {
    expect(Boolean((await apiJson<{ canAccessAdmin?: boolean }>('GET', '/api/access')).body.canAccessAdmin)).toBe(false)
  })
})

describe('auth: GraphQL', () => {
  const query = { query: '{ Users { docs { email } } }' }

  it('should not serve GraphQL at /api/graphql', async () => {
    expect((await api('POST', '/api/graphql', { json: query })).status).toBe(404)
    expect((await api('GET', '/api/graphql-playground')).status).toBe(404)
    const routes = fs.readdirSync(path.resolve('src/app'), { recursive: true }).map(String)
    expect(routes.filter((route) => route.includes('graphql'))).toEqual([])
  })

  it('should keep Payload’s GraphQL handler switched off, should a route ever mount it', async () => {
    const request = new Request(`${ORIGIN}/api/graphql`, {
      method: 'POST',
      body: JSON.stringify(query),
      headers: { 'Content-Type': 'application/json' },
    })
    expect((await GRAPHQL_POST(config)(request)).status).toBe(404)
  })
})
