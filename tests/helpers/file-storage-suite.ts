import { strFromU8, unzipSync } from 'fflate'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Attachment, Media } from '@/payload-types'
import { filesOf } from '@/services/uploads/held-files'

import { createAttachment, createCategory, createImage, createListing } from './fixtures'
import { testPayload } from './payload'
import { api, apiJson } from './rest'
import { fileProbe, filesOfUploads, type StoredFile } from './stored-files'
import { minimalPdf, restUpload, twoToneJpeg, uploadFile } from './uploads'
import { createTestUser, type TestUser } from './users'

/**
 * What the app promises of its files wherever it keeps them (disk or S3): uploads are stored
 * and come back byte for byte, documents only through the download call, and a file leaves only
 * once the database change that drops it commits. Each storage's test file runs it.
 */
export function describeFileStorage() {
  let payload: Payload
  let admin: TestUser
  let moderator: TestUser
  let categoryId: number
  const files = fileProbe()

  beforeAll(async () => {
    payload = await testPayload()
    admin = await createTestUser(payload, ['admin'])
    moderator = await createTestUser(payload, ['moderator'])
    categoryId = (await createCategory(payload)).id
  })

  async function sellerWithFiles() {
    const seller = await createTestUser(payload)
    const image = await createImage(payload, seller.user.id)
    const attachment = await createAttachment(payload, seller.user.id)
    const listing = await createListing(payload, seller.user.id, categoryId, { image: image.id, attachment: attachment.id })
    return { seller, image, attachment, listing, stored: filesOfUploads(image, attachment) }
  }

  /** Another staff member has the document open in the panel: Payload refuses to delete it (423). */
  const lockFor = (relationTo: 'users' | 'listings' | 'media', value: number, holder: number) =>
    payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo, value }, user: { relationTo: 'users', value: holder } } as never,
    })

  /** Runs `work` in a transaction held open while `meanwhile` looks at the files, then ends it as asked. */
  async function inOpenTransaction(
    work: (req: PayloadRequest) => Promise<unknown>,
    meanwhile: () => Promise<void>,
    end: 'commit' | 'rollback',
  ) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      await work(req)
      await meanwhile()
      if (end === 'commit') await commitTransaction(req)
    } finally {
      // A rollback as asked, or after a failed check, so no row stays locked for the tests after it.
      await killTransaction(req)
    }
  }

  describe('uploads are stored and come back', () => {
    it('should store an image uploaded through the API with its four sizes, and serve each through /api/media/file', async () => {
      const seller = await createTestUser(payload)
      // A prefix or object key a client sends is ignored: every file lies under its collection's folder.
      const { status, body } = await restUpload('media', {
        token: seller.token,
        file: uploadFile(await twoToneJpeg(), 'foto.jpg', 'image/jpeg'),
        fields: { alt: 'Fasāde', prefix: 'citur', _objectKey: 'citur' },
      })
      expect(status).toBe(201)
      const image = body.doc as Media
      const stored = filesOfUploads(image)
      expect(image.prefix || '').toBe('')
      expect(image._objectKey || '').toBe('')

      expect(Object.keys(image.sizes ?? {}).sort()).toEqual(['card', 'detail', 'og', 'thumbnail'])
      expect(new Set(stored.map(([, name]) => name)).size).toBe(5)
      expect(await files.present(stored)).toEqual(stored)
      expect(image.url).toBe(`/api/media/file/${image.filename}`)
      expect(image.sizes?.card?.url).toBe(`/api/media/file/${image.sizes?.card?.filename}`)
      for (const file of stored) {
        const served = await api('GET', `/api/media/file/${file[1]}`)
        expect(served.status).toBe(200)
        expect(Buffer.from(await served.arrayBuffer()).equals(await files.read(file))).toBe(true)
      }
    })

    it('should give a document out byte for byte through the listing’s download call, and by no URL to visitors', async () => {
      const seller = await createTestUser(payload)
      const pdf = minimalPdf('Bilance 2025')
      const { body } = await restUpload('attachments', { token: seller.token, file: uploadFile(pdf, 'bilance.pdf', 'application/pdf') })
      const attachment = body.doc as Attachment
      const stored: StoredFile = ['attachments', attachment.filename!]
      expect((await files.read(stored)).equals(pdf)).toBe(true)
      const listing = await createListing(payload, seller.user.id, categoryId, { attachment: attachment.id })

      const download = await api('GET', `/api/listing/attachment_download?id=${listing.id}`)

      expect(download.status).toBe(200)
      expect(Object.fromEntries(download.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition': `attachment; filename="bilance.pdf"; filename*=UTF-8''bilance.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
      // No address outside the site is ever handed out, and no route of the site gives the file to a visitor.
      expect(JSON.stringify(body)).not.toMatch(/https?:/)
      for (const url of [
        `/api/attachments/file/${stored[1]}`,
        `/api/attachments/file/${stored[1]}?prefix=`,
        `/api/media/file/${stored[1]}`,
        `/api/media/file/${stored[1]}?prefix=attachments`,
        `/api/media/file/..%2Fattachments%2F${stored[1]}`,
      ] as const) {
        const answer = await api('GET', url)
        expect(answer.status, url).toBeGreaterThanOrEqual(400)
        expect(Buffer.from(await answer.arrayBuffer()).includes(pdf), url).toBe(false)
      }
    })

    it('should put every stored file of a person in their account export', async () => {
      const { seller, stored } = await sellerWithFiles()

      const response = await api('POST', '/api/user/export', { token: seller.token, json: { password: seller.password } })

      expect(response.status).toBe(200)
      const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
      expect(JSON.parse(strFromU8(entries['data.json'])).files.attachments).toHaveLength(1)
      for (const file of stored) {
        expect(Buffer.from(entries[`files/${file[0]}/${file[1]}`] ?? []).equals(await files.read(file)), file[1]).toBe(true)
      }
    })

    it('should answer a file that is not stored with a 404 that says so', async () => {
      const { status, body } = await apiJson<{ errors?: { message: string }[] }>('GET', '/api/media/file/nav-tada.png')
      expect(status).toBe(404)
      expect(body.errors?.[0]?.message).toBeTruthy()
    })
  })

  describe('files leave the store only after the database change commits', () => {
    it('should keep every file (image in every size, PDF) when deleting a user is refused because staff has them open', async () => {
      const { seller, image, listing, stored } = await sellerWithFiles()
      expect(filesOf(image).length).toBeGreaterThan(1)
      expect(await files.present(stored)).toEqual(stored)
      await lockFor('users', seller.user.id, moderator.user.id)

      const refused = await apiJson('DELETE', `/api/users/${seller.user.id}`, { token: admin.token })

      expect(refused.status).toBe(423)
      expect(await files.present(stored)).toEqual(stored)
      expect((await payload.findByID({ collection: 'listings', id: listing.id })).id).toBe(listing.id)
      expect((await payload.findByID({ collection: 'media', id: image.id })).filename).toBe(image.filename)
    })

    it('should keep a listing’s files when deleting the listing is refused because it is open in the panel', async () => {
      const { listing, stored } = await sellerWithFiles()
      await lockFor('listings', listing.id, moderator.user.id)

      const refused = await apiJson('DELETE', `/api/listings/${listing.id}`, { token: admin.token })

      expect(refused.status).toBe(423)
      expect(await files.present(stored)).toEqual(stored)
    })

    it('should keep a listing’s files while its deletion is not committed, and for good when it is rolled back', async () => {
      const { listing, stored } = await sellerWithFiles()

      await inOpenTransaction(
        (req) => payload.delete({ collection: 'listings', id: listing.id, req }),
        async () => expect(await files.kept(stored)).toEqual(stored),
        'rollback',
      )

      expect(await files.present(stored)).toEqual(stored)
      expect(files.heldAside()).toEqual([])
      expect((await payload.findByID({ collection: 'listings', id: listing.id })).image).toBeTruthy()
    })

    it('should remove a listing’s files once its deletion commits, and not before', async () => {
      const { listing, stored } = await sellerWithFiles()

      await inOpenTransaction(
        (req) => payload.delete({ collection: 'listings', id: listing.id, req }),
        async () => expect(await files.kept(stored)).toEqual(stored),
        'commit',
      )

      expect(await files.kept(stored)).toEqual([])
    })

    it('should remove the files once a deletion commits, and leave nothing held aside', async () => {
      const { seller, stored } = await sellerWithFiles()

      expect((await apiJson('DELETE', `/api/users/${seller.user.id}`, { token: admin.token })).status).toBe(200)

      expect(await files.kept(stored)).toEqual([])
      expect(files.heldAside()).toEqual([])
    })

    it('should keep the old image when replacing its file is refused', async () => {
      const seller = await createTestUser(payload)
      const image = await createImage(payload, seller.user.id)
      const stored = filesOfUploads(image)

      const replaced = await restUpload('media', {
        id: image.id,
        token: seller.token,
        file: uploadFile(await twoToneJpeg(), 'jauna.jpg', 'image/jpeg'),
        fields: { alt: 'x'.repeat(201) },
      })

      expect(replaced.status).toBe(400)
      expect(await files.present(stored)).toEqual(stored)
      expect((await payload.findByID({ collection: 'media', id: image.id })).filename).toBe(image.filename)
    })

    it('should replace an image’s files when the change commits, keeping the old ones until then', async () => {
      const seller = await createTestUser(payload)
      const image = await createImage(payload, seller.user.id)
      const old = filesOfUploads(image)
      const jpeg = await twoToneJpeg()

      await inOpenTransaction(
        (req) => payload.update({ collection: 'media', id: image.id, data: {}, file: uploadFile(jpeg, 'jauna.jpg', 'image/jpeg'), req }),
        async () => expect(await files.kept(old)).toEqual(old),
        'commit',
      )

      const now = await payload.findByID({ collection: 'media', id: image.id })
      expect(now.filename).not.toBe(image.filename)
      expect(await files.kept(old)).toEqual([])
      expect(await files.present(filesOfUploads(now))).toEqual(filesOfUploads(now))
    })

    it('should replace an image’s files through the API', async () => {
      const seller = await createTestUser(payload)
      const image = await createImage(payload, seller.user.id)
      const old = filesOfUploads(image)

      const replaced = await restUpload('media', {
        id: image.id,
        token: seller.token,
        file: uploadFile(await twoToneJpeg(), 'jauna.jpg', 'image/jpeg'),
      })

      expect(replaced.status).toBe(200)
      const now = await payload.findByID({ collection: 'media', id: image.id })
      expect(now.filename).not.toBe(image.filename)
      expect(await files.kept(old)).toEqual([])
      expect(await files.present(filesOfUploads(now))).toEqual(filesOfUploads(now))
    })
  })
}
