import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/database/relation-id'
import type { Attachment, Listing } from '@/payload-types'

import { createAttachment, createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { minimalPdf } from '../helpers/uploads'
import { asUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [alice, bob, editor, moderator, admin] = await createTestUsers(payload, 'user', 'user', 'editor', 'moderator', 'admin')

const fileUrl = (attachment: Attachment) => `/api/attachments/file/${attachment.filename}` as const

describe('attachments: only the owner and staff read them', () => {
  it('should not let a visitor list, read or download an attachment', async () => {
    const attachment = await createAttachment(payload, alice.user.id)
    expect((await api('GET', '/api/attachments')).status).toBe(403)
    expect((await api('GET', `/api/attachments/${attachment.id}`)).status).toBe(403)
    expect((await api('GET', fileUrl(attachment))).status).toBe(403)
    await expect(payload.find({ collection: 'attachments', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'attachments', id: attachment.id, overrideAccess: false })).rejects.toThrow()
  })

  it.each([
    ['another user', () => bob],
    ['an editor', () => editor],
  ])('should not let %s list, read or download an attachment', async (_, reader) => {
    const attachment = await createAttachment(payload, alice.user.id)
    const { token, user } = reader()
    const list = await apiJson<{ docs: Attachment[] }>('GET', `/api/attachments?where[id][equals]=${attachment.id}`, { token })
    expect(list.body.docs).toEqual([])
    expect((await api('GET', `/api/attachments/${attachment.id}`, { token })).status).toBe(404)
    expect((await api('GET', fileUrl(attachment), { token })).status).toBe(403)
    const actor = await asUser(payload, user.id)
    expect(
      (await payload.find({ collection: 'attachments', where: { id: { equals: attachment.id } }, user: actor, overrideAccess: false }))
        .docs,
    ).toEqual([])
    await expect(payload.findByID({ collection: 'attachments', id: attachment.id, user: actor, overrideAccess: false })).rejects.toThrow()
  })

  it('should let the owner, moderators and admins read and download an attachment', async () => {
    const attachment = await createAttachment(payload, alice.user.id)
    for (const reader of [alice, moderator, admin]) {
      expect((await apiJson<Attachment>('GET', `/api/attachments/${attachment.id}`, { token: reader.token })).body.id).toBe(attachment.id)
      const file = await api('GET', fileUrl(attachment), { token: reader.token })
      expect(file.status).toBe(200)
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
  })

  it('should not reveal a public listing’s attachment to visitors or other users through depth', async () => {
    const attachment = await createAttachment(payload, alice.user.id)
    const category = await createCategory(payload)
    const listing = await createListing(payload, alice.user.id, category.id, { attachment: attachment.id })
    for (const token of [undefined, bob.token]) {
      const read = await apiJson<Listing>('GET', `/api/listings/${listing.id}?depth=2`, { token })
      expect(read.status).toBe(200)
      expect(read.body.attachment).toBe(attachment.id)
      expect(JSON.stringify(read.body)).not.toContain(attachment.filename!)
    }
  })
})

describe('attachments: only the owner and admins change them', () => {
  it('should not let another user or a moderator rename or delete an attachment', async () => {
    const attachment = await createAttachment(payload, alice.user.id)
    for (const person of [bob, moderator]) {
      const patch = await api('PATCH', `/api/attachments/${attachment.id}`, { token: person.token, json: { originalName: 'svešs.pdf' } })
      expect(patch.status).toBe(403)
      expect((await api('DELETE', `/api/attachments/${attachment.id}`, { token: person.token })).status).toBe(403)
      const actor = await asUser(payload, person.user.id)
      await expect(payload.delete({ collection: 'attachments', id: attachment.id, user: actor, overrideAccess: false })).rejects.toThrow()
    }
    expect(await payload.findByID({ collection: 'attachments', id: attachment.id })).toMatchObject({
      originalName: attachment.originalName,
    })
  })

  it('should let the owner and admins rename and delete attachments', async () => {
    for (const person of [alice, admin]) {
      const attachment = await createAttachment(payload, alice.user.id)
      expect(
        (await api('PATCH', `/api/attachments/${attachment.id}`, { token: person.token, json: { originalName: 'jauns.pdf' } })).status,
      ).toBe(200)
      expect((await api('DELETE', `/api/attachments/${attachment.id}`, { token: person.token })).status).toBe(200)
    }
  })

  it('should make the uploader the owner whatever owner they send, and refuse visitors', async () => {
    const data = minimalPdf()
    const file = { data, mimetype: 'application/pdf', name: 'gads.pdf', size: data.length }
    const attachment = await payload.create({
      collection: 'attachments',
      data: { owner: alice.user.id },
      file,
      user: await asUser(payload, bob.user.id),
      overrideAccess: false,
    })
    expect(relationId(attachment.owner)).toBe(bob.user.id)
    expect((await api('PATCH', `/api/attachments/${attachment.id}`, { token: bob.token, json: { owner: alice.user.id } })).status).toBe(200)
    expect(relationId((await payload.findByID({ collection: 'attachments', id: attachment.id })).owner)).toBe(bob.user.id)
    await expect(payload.create({ collection: 'attachments', data: {}, file, overrideAccess: false })).rejects.toThrow()
  })
})
