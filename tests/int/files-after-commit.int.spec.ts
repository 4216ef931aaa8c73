import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mediaDir } from '@/lib/media-dir'
import type { Attachment, Media } from '@/payload-types'
import { filesOf } from '@/services/uploads/held-files'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { restUpload, twoToneJpeg, uploadFile } from '../helpers/uploads'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let admin: TestUser
let moderator: TestUser
let categoryId: number

beforeAll(async () => {
  payload = await testPayload()
  admin = await createTestUser(payload, ['admin'])
  moderator = await createTestUser(payload, ['moderator'])
  categoryId = (await createCategory(payload)).id
})

/** Every file on disk of an image (each size) and of a document. */
const pathsOf = (image: Media, attachment?: Attachment) => [
  ...filesOf(image).map((name) => path.join(mediaDir('images'), name)),
  ...(attachment ? filesOf(attachment).map((name) => path.join(mediaDir('attachments'), name)) : []),
]

/** Another staff member has the document open in the panel: Payload refuses to delete it (423). */
const lockFor = (relationTo: 'users' | 'listings' | 'media', value: number, holder: number) =>
  payload.create({
    collection: 'payload-locked-documents',
    data: { document: { relationTo, value }, user: { relationTo: 'users', value: holder } } as never,
  })

async function sellerWithFiles() {
  const seller = await createTestUser(payload)
  const image = await createImage(payload, seller.user.id)
  const attachment = await createAttachment(payload, seller.user.id)
  const listing = await createListing(payload, seller.user.id, categoryId, { image: image.id, attachment: attachment.id })
  return { seller, image, attachment, listing, files: pathsOf(image, attachment) }
}

describe('files leave the disk only after the database change commits', () => {
  it('should keep every file (image in every size, PDF) when deleting a user is refused because staff has them open', async () => {
    const { seller, image, listing, files } = await sellerWithFiles()
    expect(filesOf(image).length).toBeGreaterThan(1)
    expect(files.every((file) => fs.existsSync(file))).toBe(true)
    await lockFor('users', seller.user.id, moderator.user.id)

    const refused = await apiJson('DELETE', `/api/users/${seller.user.id}`, { token: admin.token })

    expect(refused.status).toBe(423)
    expect(files.filter((file) => !fs.existsSync(file))).toEqual([])
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).id).toBe(listing.id)
    expect((await payload.findByID({ collection: 'media', id: image.id })).filename).toBe(image.filename)
  })

  it('should keep a listing’s files when deleting the listing is refused because it is open in the panel', async () => {
    const { listing, files } = await sellerWithFiles()
    await lockFor('listings', listing.id, moderator.user.id)

    const refused = await apiJson('DELETE', `/api/listings/${listing.id}`, { token: admin.token })

    expect(refused.status).toBe(423)
    expect(files.filter((file) => !fs.existsSync(file))).toEqual([])
  })

  it('should remove the files once a deletion commits, and leave nothing held aside', async () => {
    const { seller, files } = await sellerWithFiles()

    expect((await apiJson('DELETE', `/api/users/${seller.user.id}`, { token: admin.token })).status).toBe(200)

    expect(files.filter((file) => fs.existsSync(file))).toEqual([])
    const held = path.join(path.dirname(mediaDir('images')), '.held-files')
    expect(fs.existsSync(held) ? fs.readdirSync(held) : []).toEqual([])
  })

  it('should keep the old image when replacing its file is refused', async () => {
    const seller = await createTestUser(payload)
    const image = await createImage(payload, seller.user.id)
    const files = pathsOf(image)

    const replaced = await restUpload('media', {
      id: image.id,
      token: seller.token,
      file: uploadFile(await twoToneJpeg(), 'jauna.jpg', 'image/jpeg'),
      fields: { alt: 'x'.repeat(201) },
    })

    expect(replaced.status).toBe(400)
    expect(files.filter((file) => !fs.existsSync(file))).toEqual([])
    expect((await payload.findByID({ collection: 'media', id: image.id })).filename).toBe(image.filename)
  })

  it('should replace an image’s files when the change commits', async () => {
    const seller = await createTestUser(payload)
    const image = await createImage(payload, seller.user.id)
    const oldFiles = pathsOf(image)

    const replaced = await restUpload('media', {
      id: image.id,
      token: seller.token,
      file: uploadFile(await twoToneJpeg(), 'jauna.jpg', 'image/jpeg'),
    })

    expect(replaced.status).toBe(200)
    const now = await payload.findByID({ collection: 'media', id: image.id })
    expect(now.filename).not.toBe(image.filename)
    expect(oldFiles.filter((file) => fs.existsSync(file))).toEqual([])
    expect(pathsOf(now).filter((file) => !fs.existsSync(file))).toEqual([])
  })
})
