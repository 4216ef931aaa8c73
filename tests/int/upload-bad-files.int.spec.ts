import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

import { createCategory } from '../helpers/fixtures'
import { type FormFile, formData } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { errorMessage, minimalPdf, minimalZip, restUpload, storedUploads, uploadFile } from '../helpers/uploads'
import { createTestUser } from '../helpers/users'

type Saved = { message?: string; errors?: Record<string, string> }
type BadFile = { label: string; field: 'image' | 'attachment'; file: FormFile; expected: (locale: Locale) => string }

const payload = await testPayload()
const seller = await createTestUser(payload)
const categoryId = (await createCategory(payload)).id

const pdf = minimalPdf()
const BAD_FILES: BadFile[] = [
  {
    label: 'a PDF cut off in the middle',
    field: 'attachment',
    file: { data: pdf.subarray(0, Math.floor(pdf.length / 2)), name: 'Bilance 2024.pdf', type: 'application/pdf' },
    expected: (locale) => translate(locale, 'errors.pdfUnreadable', { name: 'Bilance 2024.pdf' }),
  },
  {
    label: 'a text file named .pdf',
    field: 'attachment',
    file: { data: Buffer.from('Šis ir tikai teksts, nevis PDF.\n'), name: 'piezīmes.pdf', type: 'application/pdf' },
    expected: (locale) => translate(locale, 'errors.fileContentMismatch', { name: 'piezīmes.pdf', extension: 'pdf', formats: 'pdf, zip' }),
  },
  {
    label: 'garbage named .jpg',
    field: 'image',
    file: { data: crypto.randomBytes(2048).fill(0, 0, 4), name: 'fasāde.jpg', type: 'image/jpeg' },
    expected: (locale) => translate(locale, 'errors.fileContentMismatch', { name: 'fasāde.jpg', extension: 'jpg', formats: 'jpg, png' }),
  },
  {
    label: 'garbage behind a JPEG header',
    field: 'image',
    file: {
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2048)]),
      name: 'bojāts.jpg',
      type: 'image/jpeg',
    },
    expected: (locale) => translate(locale, 'errors.imageUnreadable', { name: 'bojāts.jpg' }),
  },
  {
    // Payload's own content sniffing finds a Java archive and refused it in English; now in the visitor's words.
    label: 'a Java archive named .zip',
    field: 'attachment',
    file: { data: minimalZip('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n'), name: 'dokumenti.zip', type: 'application/zip' },
    expected: (locale) => translate(locale, 'errors.fileNotAccepted', { name: 'dokumenti.zip', formats: 'pdf, zip' }),
  },
]

const snapshot = () => storedUploads(payload)

const cases = BAD_FILES.flatMap((bad) => (['lv', 'en'] as const).map((locale) => [bad.label, locale, bad] as const))

describe('a file that is not what its name says, or cannot be read', () => {
  it('should word every refusal differently in Latvian and English, naming the file', () => {
    for (const bad of BAD_FILES) {
      expect(bad.expected('lv')).toContain(bad.file.name)
      expect(bad.expected('en')).toContain(bad.file.name)
      expect(bad.expected('lv')).not.toBe(bad.expected('en'))
    }
  })

  it.each(cases)('should refuse %s in the listing form (%s) with 400 naming the file, storing nothing', async (_label, locale, bad) => {
    const before = await snapshot()
    const { status, body } = await apiJson<Saved>('POST', `/api/listing/create?locale=${locale}`, {
      token: seller.token,
      body: formData(
        { title: 'Pārdod darbnīcu', category_id: categoryId, description: 'Darbnīca ar iekārtām.' },
        { [bad.field]: bad.file },
      ),
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ [bad.field]: bad.expected(locale) })
    expect(body.message).toBe(bad.expected(locale))
    expect(await snapshot()).toEqual(before)
  })

  it.each(cases)(
    'should refuse %s through Payload’s upload route (%s) with 400 naming the file, storing nothing',
    async (_label, locale, bad) => {
      const before = await snapshot()
      const { status, body } = await restUpload(bad.field === 'image' ? 'media' : 'attachments', {
        file: uploadFile(bad.file.data, bad.file.name, bad.file.type),
        token: seller.token,
        headers: { 'Accept-Language': locale },
      })
      expect(status).toBe(400)
      expect(errorMessage(body)).toBe(bad.expected(locale))
      expect(await snapshot()).toEqual(before)
    },
  )
})
