import fs from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import {
  errorMessage,
  pngBomb,
  restUpload,
  uploadCollection,
  localError,
  solidPng,
  twoToneJpeg,
  uploadFile,
  type UploadFile,
} from '../helpers/uploads'
import { asUser, createTestUsers } from '../helpers/users'

const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/

const payload = await testPayload()
const [alice, bob] = await createTestUsers(payload, 'user', 'user')
const jpeg = await twoToneJpeg()

const { storedPath, createAs, expectNothingStored } = uploadCollection(payload, 'media', 'images')

const php = Buffer.from('<?php system($_GET["cmd"]); ?>\n')

describe('media: only real JPEG and PNG are accepted', () => {
  it('should refuse a PHP script renamed .jpg through the Local API, in Latvian by default', async () => {
    const error = await expectNothingStored(() => localError(createAs(alice, uploadFile(php, 'photo.jpg', 'image/jpeg'))))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Faila „photo.jpg” saturs neatbilst formātam jpg. Atļautie formāti: jpg, png')
  })

  const refused: Array<[string, () => Promise<UploadFile>, string]> = [
    [
      'a PHP script renamed .jpg',
      async () => uploadFile(php, 'shell.jpg', 'image/jpeg'),
      'Faila „shell.jpg” saturs neatbilst formātam jpg',
    ],
    ['a PNG renamed .pdf', async () => uploadFile(await solidPng(), 'scan.pdf', 'application/pdf'), 'Faila formāts pdf nav atļauts'],
    [
      'a GIF',
      async () =>
        uploadFile(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'a.gif',
          'image/gif',
        ),
      'Faila formāts gif nav atļauts',
    ],
    [
      'a WebP',
      async () =>
        uploadFile(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .webp()
            .toBuffer(),
          'a.webp',
          'image/webp',
        ),
      'Faila formāts webp nav atļauts',
    ],
    [
      'an SVG',
      async () =>
        uploadFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'),
      'Faila formāts svg nav atļauts',
    ],
    ['an empty file', async () => uploadFile(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'), 'Fails „empty.jpg” ir tukšs.'],
    [
      'a PNG named .jpg',
      async () => uploadFile(await solidPng(), 'photo.jpg', 'image/jpeg'),
      'Faila „photo.jpg” saturs neatbilst formātam jpg',
    ],
  ]

  it.each(refused)('should refuse %s through REST with a 400 and a Latvian message', async (_label, make, message) => {
    const file = await make()
    const { status, body } = await expectNothingStored(() => restUpload('media', { file, token: alice.token }))
    expect(status).toBe(400)
    expect(errorMessage(body)).toContain(message)
  })

  it('should answer in English when the request asks for it (Accept-Language, ?locale=en or the NEXT_LOCALE cookie)', async () => {
    const file = uploadFile(php, 'photo.jpg', 'image/jpeg')
    const expected = 'The content of the file “photo.jpg” does not match the jpg format. Allowed formats: jpg, png'
    const asks: Array<{ headers?: Record<string, string>; query?: string }> = [
      { headers: { 'Accept-Language': 'en-GB,en;q=0.9,lv;q=0.8' } },
      { query: '?locale=en' },
      { headers: { Cookie: 'NEXT_LOCALE=en' } },
    ]
    for (const ask of asks) {
      const { status, body } = await expectNothingStored(() => restUpload('media', { file, token: alice.token, ...ask }))
      expect(status).toBe(400)
      expect(errorMessage(body)).toBe(expected)
    }
    const { body } = await restUpload('media', { file, token: alice.token, headers: { 'Accept-Language': 'lv-LV,lv' } })
    expect(errorMessage(body)).toBe('Faila „photo.jpg” saturs neatbilst formātam jpg. Atļautie formāti: jpg, png')
  })
})

describe('media: originals are re-encoded and renamed', () => {
  it('should remove EXIF (GPS included) and apply the EXIF orientation', async () => {
    // Stored sideways (1600×1200) with "rotate 90° clockwise to view": it is a 1200×1600 portrait.
    const withExif = await twoToneJpeg(1600, 1200, (image) =>
      image
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Phone 1', Copyright: 'Alice' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' },
        })
        .withMetadata({ orientation: 6 }),
    )
    const sent = await sharp(withExif).metadata()
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker')
    expect(sent.orientation).toBe(6)

    const doc = await createAs(alice, uploadFile(withExif, 'IMG_0001.jpg', 'image/jpeg'))
    const stored = fs.readFileSync(storedPath(doc.filename!))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false)
    expect([meta.width, meta.height, doc.width, doc.height]).toEqual([1200, 1600, 1200, 1600])

    // The left (red) half of the sensor image is on top once rotated; the right (blue) half below.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3))
    const [topR, , topB] = pixel(600, 100)
    const [bottomR, , bottomB] = pixel(600, 1500)
    expect(topR).toBeGreaterThan(200)
    expect(topB).toBeLessThan(60)
    expect(bottomB).toBeGreaterThan(200)
    expect(bottomR).toBeLessThan(60)
  })

  it('should drop bytes appended after the end of the image', async () => {
    const tail = Buffer.from('<?php echo shell_exec($_GET["c"]); ?>')
    const polyglot = Buffer.concat([jpeg, tail])
    const { status, body } = await restUpload('media', { file: uploadFile(polyglot, 'photo.jpg', 'image/jpeg'), token: alice.token })
    expect(status).toBe(201)
    const stored = fs.readFileSync(storedPath(body.doc.filename))
    expect(stored.includes(Buffer.from('<?php'))).toBe(false)
    expect(stored.includes(Buffer.from('shell_exec'))).toBe(false)
    // The stored JPEG ends where the image ends.
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]))
  })

  it('should store the original under a generated name whose extension matches the content', async () => {
    const fromJpeg = await createAs(alice, uploadFile(jpeg, '../../Mana bilde.JPEG', 'image/jpeg'))
    expect(fromJpeg.filename).toMatch(GENERATED_NAME)
    expect(fromJpeg.filename).toMatch(/\.jpg$/)
    expect(fromJpeg.filename).not.toContain('bilde')
    expect(fromJpeg.mimeType).toBe('image/jpeg')

    const { status, body } = await restUpload('media', { file: uploadFile(await solidPng(), 'logo.png', 'image/jpeg'), token: alice.token })
    expect(status).toBe(201)
    expect(body.doc.filename).toMatch(GENERATED_NAME)
    expect(body.doc.filename).toMatch(/\.png$/)
    expect(body.doc.mimeType).toBe('image/png')
    expect((await sharp(fs.readFileSync(storedPath(body.doc.filename))).metadata()).format).toBe('png')
  })
})

describe('media: the sizes the pages use', () => {
  const expectSizesOnDisk = async (doc: Media) => {
    for (const name of ['thumbnail', 'card', 'detail'] as const) {
      const size = doc.sizes?.[name]
      expect(size?.filename, `${name} size`).toMatch(/\.webp$/)
      expect(size?.mimeType).toBe('image/webp')
      expect((await sharp(fs.readFileSync(storedPath(size!.filename!))).metadata()).format).toBe('webp')
    }
    expect(doc.sizes?.og?.filename).toMatch(/\.jpg$/)
    const og = await sharp(fs.readFileSync(storedPath(doc.sizes!.og!.filename!))).metadata()
    expect(og.format).toBe('jpeg')
    expect(og.exif).toBeUndefined()
  }

  it('should write thumbnail, card and detail as webp and og as jpeg', async () => {
    const doc = await createAs(alice, uploadFile(await twoToneJpeg(2000, 1500), 'big.jpg', 'image/jpeg'))
    await expectSizesOnDisk(doc)
    expect([doc.sizes?.thumbnail?.width, doc.sizes?.thumbnail?.height]).toEqual([400, 300])
    expect([doc.sizes?.card?.width, doc.sizes?.card?.height]).toEqual([800, 500])
    expect(doc.sizes?.detail?.width).toBe(1280)
    expect([doc.sizes?.og?.width, doc.sizes?.og?.height]).toEqual([1200, 630])
  })

  it('should write every size for a small image too, without enlarging it', async () => {
    const doc = await createAs(alice, uploadFile(await twoToneJpeg(640, 360), 'small.jpg', 'image/jpeg'))
    await expectSizesOnDisk(doc)
    for (const name of ['card', 'detail', 'og'] as const) {
      expect(doc.sizes?.[name]?.width).toBeLessThanOrEqual(640)
      expect(doc.sizes?.[name]?.height).toBeLessThanOrEqual(360)
    }
  })
})

describe('media: oversized uploads', () => {
  it('should refuse a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000)
    expect(bomb.length).toBeLessThan(10_000)
    const error = await expectNothingStored(() => localError(createAs(alice, uploadFile(bomb, 'bomb.png', 'image/png'))))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Attēls ir pārāk liels (20000×20000 pikseļi). Maksimums: 50 megapikseļi.')

    const { status, body } = await expectNothingStored(() =>
      restUpload('media', { file: uploadFile(bomb, 'bomb.png', 'image/png'), token: alice.token, headers: { 'Accept-Language': 'en' } }),
    )
    expect(status).toBe(400)
    expect(errorMessage(body)).toBe('The image is too large (20000×20000 pixels). Maximum: 50 megapixels.')
  })

  it('should answer a file over 15 MB with 413 through REST and keep nothing', async () => {
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length, 0x41)])
    const { status, body } = await expectNothingStored(() =>
      restUpload('media', { file: uploadFile(tooBig, 'huge.jpg', 'image/jpeg'), token: alice.token }),
    )
    expect(status).toBe(413)
    expect(errorMessage(body)).toContain('15 MB')
  })

  it('should not answer 413 for a file of exactly 15 MB (the limit is inclusive)', async () => {
    const atLimit = Buffer.concat([php, Buffer.alloc(MAX_UPLOAD_BYTES - php.length, 0x41)])
    const { status } = await expectNothingStored(() =>
      restUpload('media', { file: uploadFile(atLimit, 'limit.jpg', 'image/jpeg'), token: alice.token }),
    )
    expect(status).toBe(400)
  })

  it('should refuse a file over 15 MB through the Local API too', async () => {
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length, 0x41)])
    const error = await expectNothingStored(() => localError(createAs(alice, uploadFile(tooBig, 'huge.jpg', 'image/jpeg'))))
    expect(error.status).toBe(413)
    expect(error.message).toContain('15 MB')
  })
})

describe('media: ownership', () => {
  it('should make the uploader the owner even when another owner is sent (Local API)', async () => {
    const doc = await createAs(alice, uploadFile(jpeg, 'mine.jpg', 'image/jpeg'), { owner: bob.user.id })
    expect(doc.owner).toMatchObject({ id: alice.user.id })
  })

  it('should make the uploader the owner even when another owner is sent (REST)', async () => {
    const { status, body } = await restUpload('media', {
      file: uploadFile(jpeg, 'mine.jpg', 'image/jpeg'),
      fields: { alt: 'Veikals', owner: bob.user.id },
      token: alice.token,
    })
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'media', id: body.doc.id, depth: 0 })
    expect(stored.owner).toBe(alice.user.id)
    expect(stored.alt).toBe('Veikals')
  })

  it('should not let another user update or delete an image through REST', async () => {
    const doc = await createAs(alice, uploadFile(jpeg, 'mine.jpg', 'image/jpeg'))
    const patch = await apiJson('PATCH', `/api/media/${doc.id}`, { token: bob.token, json: { alt: 'Hijacked' } })
    expect(patch.status).toBe(403)
    const del = await apiJson('DELETE', `/api/media/${doc.id}`, { token: bob.token })
    expect(del.status).toBe(403)
    const after = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    expect(after.alt ?? null).toBeNull()
    expect(fs.existsSync(storedPath(doc.filename!))).toBe(true)
  })

  it('should not let another user update or delete an image through the Local API', async () => {
    const doc = await createAs(alice, uploadFile(jpeg, 'mine.jpg', 'image/jpeg'))
    const asBob = await asUser(payload, bob.user.id)
    await expect(
      payload.update({ collection: 'media', id: doc.id, data: { alt: 'Hijacked' }, user: asBob, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'media', id: doc.id, user: asBob, overrideAccess: false })).rejects.toThrow()
    const after = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    expect(after.alt ?? null).toBeNull()
    expect(fs.existsSync(storedPath(doc.filename!))).toBe(true)
  })

  it('should not let another user replace the file of an image through REST', async () => {
    const doc = await createAs(alice, uploadFile(jpeg, 'mine.jpg', 'image/jpeg'))
    const png = uploadFile(await solidPng(), 'other.png', 'image/png')
    const { status } = await expectNothingStored(() => restUpload('media', { id: doc.id, file: png, token: bob.token }))
    expect(status).toBe(403)
    const after = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    expect(after.filename).toBe(doc.filename)
  })

  it('should let the owner update the alt text of their image', async () => {
    const doc = await createAs(alice, uploadFile(jpeg, 'mine.jpg', 'image/jpeg'))
    const patch = await apiJson<{ doc: Media }>('PATCH', `/api/media/${doc.id}`, { token: alice.token, json: { alt: 'Birojs' } })
    expect(patch.status).toBe(200)
    expect(patch.body.doc.alt).toBe('Birojs')
  })

  it('should not let a visitor upload, and check access before looking at the file', async () => {
    const visitor = await expectNothingStored(() => restUpload('media', { file: uploadFile(jpeg, 'photo.jpg', 'image/jpeg') }))
    expect([401, 403]).toContain(visitor.status)
    const bomb = await expectNothingStored(() => restUpload('media', { file: uploadFile(pngBomb(), 'bomb.png', 'image/png') }))
    expect([401, 403]).toContain(bomb.status)
  })
})

describe('media: files are public', () => {
  it('should serve the original and its sizes to a visitor', async () => {
    const doc = await createAs(alice, uploadFile(await twoToneJpeg(2000, 1500), 'public.jpg', 'image/jpeg'))
    const original = await api('GET', `/api/media/file/${doc.filename}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await original.arrayBuffer())).toEqual(fs.readFileSync(storedPath(doc.filename!)))

    const card = await api('GET', `/api/media/file/${doc.sizes!.card!.filename}`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
  })
})
