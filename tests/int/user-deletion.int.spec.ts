import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

const payload = await testPayload()
const admin = await createTestUser(payload, ['admin'])
const categoryId = (await createCategory(payload)).id

describe('deleting an account', () => {
  it('should erase the seller’s listings, images, documents and invitations with it, leaving others alone', async () => {
    const seller = await createTestUser(payload)
    const other = await createTestUser(payload)
    const image = await createImage(payload, seller.user.id)
    const attachment = await createAttachment(payload, seller.user.id)
    const listing = await createListing(payload, seller.user.id, categoryId, { image: image.id, attachment: attachment.id })
    const othersListing = await createListing(payload, other.user.id, categoryId)
    await payload.create({
      collection: 'invites',
      data: { email: 'friend@example.lv', code: `code-${seller.user.id}`, invitedBy: seller.user.id, kind: 'site', status: 'pending' },
    })
    const files = [path.join(mediaDir('images'), image.filename!), path.join(mediaDir('attachments'), attachment.filename!)]
    expect(files.every((file) => fs.existsSync(file))).toBe(true)

    const removed = await apiJson('DELETE', `/api/users/${seller.user.id}`, { token: admin.token })
    expect(removed.status).toBe(200)

    const left = async (collection: 'listings' | 'media' | 'attachments' | 'invites', field: string) =>
      (await payload.count({ collection, where: { [field]: { equals: seller.user.id } } })).totalDocs
    expect(await left('listings', 'owner')).toBe(0)
    expect(await left('media', 'owner')).toBe(0)
    expect(await left('attachments', 'owner')).toBe(0)
    expect(await left('invites', 'invitedBy')).toBe(0)
    expect(files.some((file) => fs.existsSync(file))).toBe(false)
    await expect(payload.findByID({ collection: 'listings', id: listing.id })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'listings', id: othersListing.id })).id).toBe(othersListing.id)
  })
})
