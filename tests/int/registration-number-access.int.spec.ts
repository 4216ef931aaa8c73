import { describe, expect, it } from 'vitest'

import type { Listing } from '@/payload-types'

import { createCategory, createListing, uniqueRegistrationNumber } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUsers, type TestUser } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, moderator] = await createTestUsers(payload, 'user', 'user', 'moderator')
const categoryId = (await createCategory(payload)).id

/** The number as each way of reading a listing gives it to `reader` (undefined: not given). */
async function numberSeenBy(listing: Listing, reader: TestUser | null) {
  const token = reader?.token
  const rest = await apiJson<Listing>('GET', `/api/listings/${listing.id}`, { token })
  const list = await apiJson<{ docs: Listing[] }>('GET', `/api/listings?where[id][equals]=${listing.id}`, { token })
  const page = await apiJson<{ listing: { registration_number: string | null } }>('GET', `/api/listing/get/${listing.slug}/slug`, { token })
  return [rest.body.registration_number, list.body.docs[0]?.registration_number, page.body.listing.registration_number ?? undefined]
}

describe('who reads a listing’s registration number', () => {
  it('should keep it from visitors and other sellers unless its seller shows it, and give it to the owner and moderators', async () => {
    const number = uniqueRegistrationNumber()
    const listing = await createListing(payload, alice.user.id, categoryId, { registration_number: number })
    expect(await numberSeenBy(listing, null)).toEqual([undefined, undefined, undefined])
    expect(await numberSeenBy(listing, bob)).toEqual([undefined, undefined, undefined])
    // The listing's page shows the public view to its owner too; the panel's reads give them the number.
    expect((await numberSeenBy(listing, alice)).slice(0, 2)).toEqual([number, number])
    expect((await numberSeenBy(listing, moderator)).slice(0, 2)).toEqual([number, number])

    await payload.update({ collection: 'listings', id: listing.id, data: { registration_number_public: true } })
    expect(await numberSeenBy(listing, null)).toEqual([number, number, number])
  })

  it('should not let another seller change it', async () => {
    const listing = await createListing(payload, alice.user.id, categoryId)
    const attempt = await apiJson('PATCH', `/api/listings/${listing.id}`, {
      token: bob.token,
      json: { registration_number: '40103550818' },
    })
    expect(attempt.status).toBe(403)
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).registration_number).toBe(listing.registration_number)
  })
})
