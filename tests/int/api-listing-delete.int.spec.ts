import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { onDisk, storedFiles, storedListing } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUsers } from '../helpers/users'

type Body = { success?: boolean; message?: string; errors?: Record<string, string> }

const payload = await testPayload()
const [alice, bob, moderator] = await createTestUsers(payload, 'user', 'user', 'moderator')
const category = await createCategory(payload)

/** A listing of Alice's with an image and an attachment, and the paths of all their files. */
async function listingWithFiles(data: Partial<Listing> = {}) {
  const image = await createImage(payload, alice.user.id)
  const attachment = await createAttachment(payload, alice.user.id)
  const listing = await createListing(payload, alice.user.id, category.id, { image: image.id, attachment: attachment.id, ...data })
  const files = [...(await storedFiles(payload, 'media', image.id)), ...(await storedFiles(payload, 'attachments', attachment.id))]
  expect(files.length).toBeGreaterThan(2)
  expect(files.every(onDisk)).toBe(true)
  return { listing, files }
}

/** Each way to name the listing to delete: in the path, in a JSON body, in the query (the older helper). */
const WAYS = {
  path: (id: number | string, token?: string) => apiJson<Body>('DELETE', `/api/listing/delete/${id}`, { token }),
  body: (id: number | string, token?: string) => apiJson<Body>('DELETE', '/api/listing/delete', { token, json: { id } }),
  query: (id: number | string, token?: string) => apiJson<Body>('DELETE', `/api/listing/delete?id=${id}`, { token }),
}

describe.each(Object.entries(WAYS))('DELETE /api/listing/delete with the id in the %s', (_, remove) => {
  it('should let the owner delete their listing, with its image and attachment files', async () => {
    const { listing, files } = await listingWithFiles()
    const { status, body } = await remove(listing.id, alice.token)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true })
    expect(await storedListing(payload, listing.id)).toBeNull()
    expect(await payload.findByID({ collection: 'media', id: relationId(listing.image)!, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'attachments', id: relationId(listing.attachment)!, disableErrors: true })).toBeNull()
    expect(files.filter(onDisk)).toEqual([])
  })

  it('should let the owner delete their hidden listing too', async () => {
    const listing = await createListing(payload, alice.user.id, category.id, { status: 'hidden' })
    expect((await remove(listing.id, alice.token)).status).toBe(200)
    expect(await storedListing(payload, listing.id)).toBeNull()
  })

  it('should not let another user delete a listing: 403 when they can see it, 404 when not', async () => {
    const { listing: visible, files } = await listingWithFiles()
    const hidden = await createListing(payload, alice.user.id, category.id, { status: 'hidden' })

    const forbidden = await remove(visible.id, bob.token)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe('Šis sludinājums nav jūsu.')
    expect((await remove(visible.id, moderator.token)).status).toBe(403)
    const invisible = await remove(hidden.id, bob.token)
    expect(invisible.status).toBe(404)
    expect(invisible.body.message).toBe('Sludinājums netika atrasts.')

    expect(await storedListing(payload, visible.id)).not.toBeNull()
    expect(await storedListing(payload, hidden.id)).not.toBeNull()
    expect(files.every(onDisk)).toBe(true)
  })

  it('should answer a listing that does not exist with a 404', async () => {
    expect((await remove(2_000_000_000, alice.token)).status).toBe(404)
  })

  it('should answer a visitor with a 401', async () => {
    const listing = await createListing(payload, alice.user.id, category.id)
    expect((await remove(listing.id)).status).toBe(401)
    expect(await storedListing(payload, listing.id)).not.toBeNull()
  })

  it.each(['abc', '0', '-1', '99999999999'])('should refuse the id %s with a 400', async (id) => {
    const { status, body } = await remove(id, alice.token)
    expect(status).toBe(400)
    expect(body.errors).toEqual({ id: 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.' })
  })
})

describe('DELETE /api/listing/delete without an id', () => {
  it('should answer with a 400 saying which listing to delete', async () => {
    for (const options of [{}, { json: {} }, { json: { id: '' } }]) {
      const { status, body } = await apiJson<Body>('DELETE', '/api/listing/delete', { token: alice.token, ...options })
      expect(status).toBe(400)
      expect(body).toEqual({ message: 'Norādiet, kuru sludinājumu dzēst (id).', errors: { id: 'Norādiet, kuru sludinājumu dzēst (id).' } })
    }
  })

  it('should refuse fields other than id', async () => {
    const listing = await createListing(payload, alice.user.id, category.id)
    const { status, body } = await apiJson<Body>('DELETE', '/api/listing/delete', {
      token: alice.token,
      json: { id: listing.id, force: true },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ force: 'Nezināms lauks.' })
    expect(await storedListing(payload, listing.id)).not.toBeNull()
  })
})

describe('the audit log of deleted listings', () => {
  const deletions = async (id: number) =>
    (
      await payload.find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: 'listing_delete' } }, { documentId: { equals: String(id) } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('should record who deleted whose listing and its title, the owner or an admin, and nothing when the deletion is refused', async () => {
    const own = await createListing(payload, alice.user.id, category.id)
    expect((await WAYS.path(own.id, alice.token)).status).toBe(200)
    expect(await deletions(own.id)).toMatchObject([{ actor: alice.user.id, subject: alice.user.id, summary: own.title }])

    const refused = await createListing(payload, alice.user.id, category.id)
    expect((await WAYS.path(refused.id, bob.token)).status).toBe(403)
    expect(await deletions(refused.id)).toEqual([])

    const [admin] = await createTestUsers(payload, 'admin')
    const removed = await apiJson<Body>('DELETE', `/api/listings/${refused.id}`, { token: admin.token })
    expect(removed.status).toBe(200)
    expect(await deletions(refused.id)).toMatchObject([{ actor: admin.user.id, subject: alice.user.id, summary: refused.title }])
  })
})
