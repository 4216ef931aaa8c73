import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'
import type { Attachment } from '@/payload-types'

import { createAttachment, createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { minimalZip } from '../helpers/uploads'
import { createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, moderator] = await createTestUsers(payload, 'user', 'user', 'moderator')
const category = await createCategory(payload)
const attachment = await createAttachment(payload, alice.user.id)
const listing = await createListing(payload, alice.user.id, category.id, { attachment: attachment.id })

const download = (id: number | string, token?: string) => api('GET', `/api/listing/attachment_download?id=${id}`, { token })

const storedBytes = (doc: Attachment) => fs.readFileSync(path.join(mediaDir('attachments'), doc.filename!))

describe('GET /api/listing/attachment_download', () => {
  it('should stream a public listing’s attachment to anyone, as a download under its original name', async () => {
    for (const token of [undefined, bob.token]) {
      const response = await download(listing.id, token)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bilance.pdf"; filename*=UTF-8''bilance.pdf`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cache-control')).toMatch(/^private/)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.equals(storedBytes(attachment))).toBe(true)
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
    }
  })

  it('should serve a ZIP as application/zip', async () => {
    const data = minimalZip()
    const zip = await payload.create({
      collection: 'attachments',
      data: { owner: alice.user.id },
      file: { data, mimetype: 'application/zip', name: 'dokumenti.zip', size: data.length },
    })
    const withZip = await createListing(payload, alice.user.id, category.id, { attachment: zip.id })
    const response = await download(withZip.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true)
  })

  it('should keep a nasty original name from breaking the header or naming a path', async () => {
    const nasty = await createAttachment(payload, alice.user.id)
    await payload.update({ collection: 'attachments', id: nasty.id, data: { originalName: 'Līgums "final"\r\n../../x.pdf' } })
    const withNasty = await createListing(payload, alice.user.id, category.id, { attachment: nasty.id })
    const response = await download(withNasty.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ligums final....x.pdf"; filename*=UTF-8''L%C4%ABgums%20final....x.pdf`,
    )
  })

  it('should give a name without the right extension the file’s own', async () => {
    const bare = await createAttachment(payload, alice.user.id)
    await payload.update({ collection: 'attachments', id: bare.id, data: { originalName: 'pārskats' } })
    const withBare = await createListing(payload, alice.user.id, category.id, { attachment: bare.id })
    const response = await download(withBare.id)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="parskats.pdf"; filename*=UTF-8''p%C4%81rskats.pdf`)
  })

  it('should not serve a hidden listing’s attachment to visitors or another user, only to its owner and staff', async () => {
    const hiddenAttachment = await createAttachment(payload, alice.user.id)
    const hidden = await createListing(payload, alice.user.id, category.id, { attachment: hiddenAttachment.id, status: 'hidden' })
    for (const token of [undefined, bob.token]) {
      const response = await download(hidden.id, token)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect((await response.json()).message).toBe('Sludinājums netika atrasts.')
    }
    for (const token of [alice.token, moderator.token]) expect((await download(hidden.id, token)).status).toBe(200)
  })

  it('should answer a listing without an attachment, or a missing listing, with a 404', async () => {
    const bare = await createListing(payload, alice.user.id, category.id)
    const none = await apiJson<{ message: string }>('GET', `/api/listing/attachment_download?id=${bare.id}`)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('Šim sludinājumam nav pielikuma.')
    expect((await download(2_000_000_000)).status).toBe(404)
  })

  it('should never follow a stored file name that is a path', async () => {
    const tampered = await createAttachment(payload, alice.user.id)
    await payload.db.updateOne({ collection: 'attachments', id: tampered.id, data: { filename: '../../package.json' } })
    const withTampered = await createListing(payload, alice.user.id, category.id, { attachment: tampered.id })
    const response = await download(withTampered.id)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('"dependencies"')
  })

  it.each([
    ['', 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.'],
    ['abc', 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.'],
    ['0', 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.'],
    ['../../etc/passwd', 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.'],
  ])('should refuse the id %j with a 400', async (id, message) => {
    const { status, body } = await apiJson<{ errors: Record<string, string> }>('GET', `/api/listing/attachment_download?id=${id}`)
    expect(status).toBe(400)
    expect(body.errors).toEqual({ id: message })
  })

  it('should refuse a missing id and unknown query fields with a 400', async () => {
    const missing = await apiJson<{ errors: Record<string, string> }>('GET', '/api/listing/attachment_download')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ id: 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.' })
    const extra = await apiJson<{ errors: Record<string, string> }>('GET', `/api/listing/attachment_download?id=${listing.id}&file=x`)
    expect(extra.status).toBe(400)
    expect(extra.body.errors).toEqual({ file: 'Nezināms lauks.' })
  })
})
