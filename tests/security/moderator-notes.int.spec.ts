import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Listing } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let alice: TestUser
let bob: TestUser
let moderator: TestUser
let listing: Listing

const NOTE = 'Pārbaudīt apgrozījumu: neatbilst gada pārskatam.'

beforeAll(async () => {
  payload = await testPayload()
  alice = await createTestUser(payload)
  bob = await createTestUser(payload)
  moderator = await createTestUser(payload, ['moderator'])
  listing = await createListing(payload, alice.user.id, (await createCategory(payload)).id, { moderationNote: NOTE })
})

describe('moderator notes', () => {
  it('should not show moderationNote to a visitor reading GET /api/listings/{id} or the list', async () => {
    const one = await apiJson<Listing>('GET', `/api/listings/${listing.id}`)
    expect(one.status).toBe(200)
    expect(one.body.moderationNote).toBeUndefined()
    const list = await apiJson<{ docs: Listing[] }>('GET', `/api/listings?where[id][equals]=${listing.id}`)
    expect(list.body.docs[0]?.moderationNote).toBeUndefined()
  })

  it('should not show it to another seller, but to the listing’s owner and to moderators', async () => {
    expect((await apiJson<Listing>('GET', `/api/listings/${listing.id}`, { token: bob.token })).body.moderationNote).toBeUndefined()
    expect((await apiJson<Listing>('GET', `/api/listings/${listing.id}`, { token: alice.token })).body.moderationNote).toBe(NOTE)
    expect((await apiJson<Listing>('GET', `/api/listings/${listing.id}`, { token: moderator.token })).body.moderationNote).toBe(NOTE)
  })
})
