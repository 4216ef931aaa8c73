import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import type { Attachment } from '@/payload-types'
import { MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import {
  errorMessage,
  minimalPdf,
  minimalZip,
  restUpload,
  uploadCollection,
  localError,
  twoToneJpeg,
  uploadFile,
  type UploadFile,
} from '../helpers/uploads'
import { asUser, createTestUsers } from '../helpers/users'

const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|zip)$/

const payload = await testPayload()
const [alice, bob, moderator] = await createTestUsers(payload, 'user', 'user', 'moderator')
const jpeg = await twoToneJpeg(200, 100)

const { storedPath, createAs, expectNothingStored } = uploadCollection(payload, 'attachments', 'attachments')

describe('attachments: only real PDF and ZIP are accepted', () => {
  it('should refuse a JPEG named .pdf through the Local API, naming the extension and the allowed formats', async () => {
    const error = await expectNothingStored(() => localError(createAs(alice, uploadFile(jpeg, 'accounts.pdf', 'application/pdf'))))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Faila „accounts.pdf” saturs neatbilst formātam pdf. Atļautie formāti: pdf, zip')
  })

  const refused: Array<[string, () => UploadFile, string]> = [
    [
      'a JPEG named .pdf',
      () => uploadFile(jpeg, 'accounts.pdf', 'application/pdf'),
      'Faila „accounts.pdf” saturs neatbilst formātam pdf. Atļautie formāti: pdf, zip',
    ],
    [
      'a PHP script',
      () => uploadFile(Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php', 'application/x-httpd-php'),
      'Faila formāts php nav atļauts. Atļautie formāti: pdf, zip',
    ],
    [
      'a PHP script named .pdf',
      () => uploadFile(Buffer.from('<?php system($_GET["c"]); ?>'), 'report.pdf', 'application/pdf'),
      'Faila „report.pdf” saturs neatbilst formātam pdf. Atļautie formāti: pdf, zip',
    ],
    [
      'a Word document (.docx)',
      () =>
        uploadFile(
          minimalZip('word/document.xml', '<w:document/>'),
          'plan.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      'Faila formāts docx nav atļauts. Atļautie formāti: pdf, zip',
    ],
    ['an empty .pdf', () => uploadFile(Buffer.alloc(0), 'empty.pdf', 'application/pdf'), 'Fails „empty.pdf” ir tukšs.'],
  ]

  it.each(refused)('should refuse %s through REST with a 400', async (_label, make, message) => {
    const { status, body } = await expectNothingStored(() => restUpload('attachments', { file: make(), token: alice.token }))
    expect(status).toBe(400)
    expect(errorMessage(body)).toBe(message)
  })

  it('should answer in English when the request asks for it', async () => {
    const { status, body } = await expectNothingStored(() =>
      restUpload('attachments', {
        file: uploadFile(Buffer.from('<?php ?>'), 'shell.php'),
        token: alice.token,
        headers: { 'Accept-Language': 'en' },
      }),
    )
    expect(status).toBe(400)
    expect(errorMessage(body)).toBe('File format php is not allowed. Allowed formats: pdf, zip')
  })

  it('should answer a file over 15 MB with 413 through REST and keep nothing', async () => {
    const pdf = minimalPdf()
    const tooBig = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdf.length, 0x20)])
    const { status, body } = await expectNothingStored(() =>
      restUpload('attachments', { file: uploadFile(tooBig, 'big.pdf', 'application/pdf'), token: alice.token }),
    )
    expect(status).toBe(413)
    expect(errorMessage(body)).toBe('Fails ir pārāk liels. Maksimālais izmērs: 15 MB.')
  })
})

describe('attachments: valid files are stored under a generated name', () => {
  it('should store a valid PDF and keep its original name (Local API)', async () => {
    const pdf = minimalPdf()
    const doc = await createAs(alice, uploadFile(pdf, 'Gada pārskats 2025.pdf', 'application/pdf'))
    expect(doc.filename).toMatch(GENERATED_NAME)
    expect(doc.filename).toMatch(/\.pdf$/)
    expect(doc.originalName).toBe('Gada pārskats 2025.pdf')
    expect(doc.mimeType).toBe('application/pdf')
    expect(fs.readFileSync(storedPath(doc.filename!))).toEqual(pdf)
  })

  it('should store a valid ZIP and keep its original name (REST)', async () => {
    const zip = minimalZip()
    const { status, body } = await restUpload('attachments', {
      file: uploadFile(zip, 'dokumenti.zip', 'application/zip'),
      fields: { originalName: 'forged.zip' },
      token: alice.token,
    })
    expect(status).toBe(201)
    expect(body.doc.filename).toMatch(GENERATED_NAME)
    expect(body.doc.filename).toMatch(/\.zip$/)
    expect(body.doc.originalName).toBe('dokumenti.zip')
    expect(body.doc.mimeType).toBe('application/zip')
    expect(fs.readFileSync(storedPath(body.doc.filename))).toEqual(zip)
  })
})

describe('attachments: ownership', () => {
  it('should make the uploader the owner even when another owner is sent (Local API)', async () => {
    const doc = await createAs(alice, uploadFile(minimalPdf(), 'a.pdf', 'application/pdf'), { owner: bob.user.id })
    const stored = await payload.findByID({ collection: 'attachments', id: doc.id, depth: 0 })
    expect(stored.owner).toBe(alice.user.id)
  })

  it('should make the uploader the owner even when another owner is sent (REST)', async () => {
    const { status, body } = await restUpload('attachments', {
      file: uploadFile(minimalPdf(), 'a.pdf', 'application/pdf'),
      fields: { owner: bob.user.id },
      token: alice.token,
    })
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'attachments', id: body.doc.id, depth: 0 })
    expect(stored.owner).toBe(alice.user.id)
  })

  it('should not let another user update or delete an attachment through REST', async () => {
    const doc = await createAs(alice, uploadFile(minimalPdf(), 'a.pdf', 'application/pdf'))
    const patch = await apiJson('PATCH', `/api/attachments/${doc.id}`, { token: bob.token, json: { originalName: 'Hijacked' } })
    expect(patch.status).toBe(403)
    const del = await apiJson('DELETE', `/api/attachments/${doc.id}`, { token: bob.token })
    expect(del.status).toBe(403)
    const after = await payload.findByID({ collection: 'attachments', id: doc.id, depth: 0 })
    expect(after.originalName).toBe('a.pdf')
    expect(fs.existsSync(storedPath(doc.filename!))).toBe(true)
  })

  it('should not let another user update or delete an attachment through the Local API', async () => {
    const doc = await createAs(alice, uploadFile(minimalPdf(), 'a.pdf', 'application/pdf'))
    const asBob = await asUser(payload, bob.user.id)
    await expect(
      payload.update({ collection: 'attachments', id: doc.id, data: { originalName: 'Hijacked' }, user: asBob, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'attachments', id: doc.id, user: asBob, overrideAccess: false })).rejects.toThrow()
    const after = await payload.findByID({ collection: 'attachments', id: doc.id, depth: 0 })
    expect(after.originalName).toBe('a.pdf')
    expect(fs.existsSync(storedPath(doc.filename!))).toBe(true)
  })

  it('should not let a visitor upload, and check access before looking at the file', async () => {
    const pdf = await expectNothingStored(() => restUpload('attachments', { file: uploadFile(minimalPdf(), 'a.pdf', 'application/pdf') }))
    expect([401, 403]).toContain(pdf.status)
    const php = await expectNothingStored(() => restUpload('attachments', { file: uploadFile(Buffer.from('<?php ?>'), 'shell.php') }))
    expect([401, 403]).toContain(php.status)
  })
})

describe('attachments: never public by URL', () => {
  it('should refuse the file to a visitor and to another user, and serve it to its owner and a moderator', async () => {
    const pdf = minimalPdf('Konfidenciāli')
    const doc = await createAs(alice, uploadFile(pdf, 'ligums.pdf', 'application/pdf'))
    const url = `/api/attachments/file/${doc.filename}` as const

    const visitor = await api('GET', url)
    expect([401, 403, 404]).toContain(visitor.status)
    expect(Buffer.from(await visitor.arrayBuffer()).includes(pdf)).toBe(false)

    const other = await api('GET', url, { token: bob.token })
    expect([401, 403, 404]).toContain(other.status)
    expect(Buffer.from(await other.arrayBuffer()).includes(pdf)).toBe(false)

    const owner = await api('GET', url, { token: alice.token })
    expect(owner.status).toBe(200)
    expect(owner.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await owner.arrayBuffer())).toEqual(pdf)

    const staff = await api('GET', url, { token: moderator.token })
    expect(staff.status).toBe(200)
  })

  it('should not list or read attachment documents for a visitor or another user', async () => {
    const doc = await createAs(alice, uploadFile(minimalPdf(), 'a.pdf', 'application/pdf'))
    expect((await apiJson('GET', `/api/attachments/${doc.id}`)).status).toBe(403)
    expect([403, 404]).toContain((await apiJson('GET', `/api/attachments/${doc.id}`, { token: bob.token })).status)
    const list = await apiJson<{ docs: Attachment[] }>('GET', '/api/attachments', { token: bob.token })
    expect(list.body.docs.map((d) => d.id)).not.toContain(doc.id)
  })
})
