import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { relationId } from '@/lib/database/relation-id'
import { MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

import { createCategory, createListing } from '../helpers/fixtures'
import { type FormFile, formData, listingForm, onDisk, storedFiles, storedListing } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { minimalPdf, minimalZip, solidPng, storedUploads, twoToneJpeg } from '../helpers/uploads'
import { createTestUser, createTestUsers } from '../helpers/users'

type Saved = { success: boolean; id: number; slug: string; message?: string; errors?: Record<string, string> }

const payload = await testPayload()
// Alice posts more listings here than the free plan's five public ones.
const alice = await createTestUser(payload, ['user'], {
  subscription: { plan_name: 'business', status: 'active', payment_schedule: 'monthly' },
})
const [bob, moderator] = await createTestUsers(payload, 'user', 'moderator')
const category = await createCategory(payload)
const location = await payload.create({
  collection: 'locations',
  locale: 'lv',
  data: {
    title: `Talsu novads ${crypto.randomBytes(3).toString('hex')}`,
    atvk: `7${String(Date.now()).slice(-6)}`,
    kind: 'municipality',
    region: 'kurzeme',
  },
})
const jpeg = { data: await twoToneJpeg(1000, 700), name: 'fasāde.jpg', type: 'image/jpeg' }
const png = { data: await solidPng(600, 400), name: 'logo.png', type: 'image/png' }
const pdf = { data: minimalPdf(), name: 'Bilance 2024.pdf', type: 'application/pdf' }
const zip = { data: minimalZip(), name: 'dokumenti.zip', type: 'application/zip' }

afterEach(() => {
  vi.restoreAllMocks()
})

const form = (extra: Record<string, string | number> = {}) => listingForm(category.id, { registration_number: '40103550818', ...extra })

const save = (token: string | undefined, fields: Record<string, string | number>, files: Record<string, FormFile> = {}) =>
  apiJson<Saved>('POST', '/api/listing/create', { token, body: formData(fields, files) })

const snapshot = () => storedUploads(payload)

const created = async (token: string, fields: Record<string, string | number>, files: Record<string, FormFile> = {}) => {
  const result = await save(token, fields, files)
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  return (await storedListing(payload, result.body.id))!
}

describe('POST /api/listing/create: creating', () => {
  it('should create a listing from the multipart form, owned by the caller, with its image and attachment', async () => {
    const { status, body } = await save(alice.token, form({ location_id: location.id }), { image: jpeg, attachment: pdf })
    expect(status).toBe(201)
    expect(body).toEqual({ success: true, id: expect.any(Number), slug: expect.stringMatching(/^pardod-kafejnicu-cesis(-\d+)?$/) })
    const listing = (await storedListing(payload, body.id))!
    expect(listing).toMatchObject({
      title: 'Pārdod kafejnīcu Cēsīs',
      slug: body.slug,
      description: 'Kafejnīca ar terasi un lojāliem klientiem.',
      category: category.id,
      location: location.id,
      price: 120000,
      shares_to_sold: 100,
      turnover: 250000,
      profit: 30000,
      employees: 6,
      phone: '+371 20000000',
      email: 'seller@example.lv',
      status: 'published',
      featured: false,
    })
    expect(relationId(listing.owner)).toBe(alice.user.id)

    const image = await payload.findByID({ collection: 'media', id: relationId(listing.image)! })
    expect(relationId(image.owner)).toBe(alice.user.id)
    expect(image.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(image.sizes?.card?.filename).toMatch(/\.webp$/)
    for (const file of await storedFiles(payload, 'media', image.id)) expect(onDisk(file)).toBe(true)

    const attachment = await payload.findByID({ collection: 'attachments', id: relationId(listing.attachment)! })
    expect(attachment).toMatchObject({ originalName: 'Bilance 2024.pdf' })
    expect(attachment.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
  })

  it('should create a listing from a JSON body too', async () => {
    const { status, body } = await apiJson<Saved>('POST', '/api/listing/create', {
      token: alice.token,
      json: {
        title: 'JSON sludinājums',
        category_id: category.id,
        description: 'Apraksts',
        price: 5000,
        location_id: 0,
        registration_number: 40103550818,
      },
    })
    expect(status).toBe(201)
    expect(await storedListing(payload, body.id)).toMatchObject({ price: 5000, location: null, phone: null, email: null })
  })

  it('should read figures written with Latvian grouping spaces, also non-breaking ones', async () => {
    const listing = await created(
      alice.token,
      form({ price: '1 250 000', turnover: '50\u00a0000', profit: '1\u202f000', employees: ' 12 ' }),
    )
    expect(listing).toMatchObject({ price: 1250000, turnover: 50000, profit: 1000, employees: 12 })
  })

  it.each([
    ['0', 1],
    ['-5', 1],
    ['150', 100],
    ['33,5', 33.5],
    ['45', 45],
  ])('should clamp shares_to_sold %s to %s', async (value, stored) => {
    expect((await created(alice.token, form({ shares_to_sold: value }))).shares_to_sold).toBe(stored)
  })

  it('should leave an empty shares_to_sold and empty figures unset', async () => {
    const listing = await created(
      alice.token,
      form({ shares_to_sold: '', price: '', turnover: '', profit: '', employees: '', phone: '', email: '' }),
    )
    expect(listing).toMatchObject({
      shares_to_sold: null,
      price: null,
      turnover: null,
      profit: null,
      employees: null,
      phone: null,
      email: null,
    })
  })

  it.each(['', '0', 'without', 'bez', 'BEZ'])('should take location_id %j as “without location”', async (value) => {
    expect((await created(alice.token, form({ location_id: value }))).location).toBeNull()
  })

  it('should take a file sent as `file` as the image or the attachment by its type', async () => {
    const withImage = await created(alice.token, form(), { file: png })
    expect(relationId(withImage.image)).toBeDefined()
    expect(withImage.attachment ?? null).toBeNull()
    const withZip = await created(alice.token, form(), { file: zip })
    expect(withZip.image ?? null).toBeNull()
    expect((await payload.findByID({ collection: 'attachments', id: relationId(withZip.attachment)! })).originalName).toBe('dokumenti.zip')
  })

  it('should answer a visitor with a 401 and store nothing', async () => {
    const before = await snapshot()
    const { status } = await save(undefined, form(), { image: png })
    expect(status).toBe(401)
    expect(await snapshot()).toEqual(before)
  })
})

describe('POST /api/listing/create: refusing what is not valid', () => {
  const long = (n: number) => 'ā'.repeat(n)

  it.each([
    ['title', { title: '' }, 'Ievadiet sludinājuma nosaukumu.'],
    ['title', { title: '   ' }, 'Ievadiet sludinājuma nosaukumu.'],
    ['title', { title: long(151) }, 'Nosaukums nedrīkst būt garāks par 150 rakstzīmēm.'],
    ['description', { description: '' }, 'Ievadiet aprakstu.'],
    ['description', { description: long(10_001) }, 'Apraksts nedrīkst būt garāks par 10 000 rakstzīmēm.'],
    ['category_id', { category_id: '' }, 'Izvēlieties kategoriju.'],
    ['category_id', { category_id: 'kafejnicas' }, 'Izvēlieties kategoriju.'],
    ['category_id', { category_id: '2000000000' }, 'Izvēlieties kategoriju no saraksta.'],
    ['location_id', { location_id: 'Rīga' }, 'Izvēlieties atrašanās vietu no saraksta vai “bez atrašanās vietas”.'],
    ['location_id', { location_id: '2000000000' }, 'Izvēlieties atrašanās vietu no saraksta vai “bez atrašanās vietas”.'],
    ['price', { price: '-5' }, 'Ievadiet veselu skaitli bez zīmes (tikai cipari).'],
    ['price', { price: '12.5' }, 'Ievadiet veselu skaitli bez zīmes (tikai cipari).'],
    ['price', { price: '12 000 EUR' }, 'Ievadiet veselu skaitli bez zīmes (tikai cipari).'],
    ['turnover', { turnover: '1e6' }, 'Ievadiet veselu skaitli bez zīmes (tikai cipari).'],
    ['profit', { profit: '-1 000' }, 'Ievadiet veselu skaitli bez zīmes (tikai cipari).'],
    ['price', { price: '9'.repeat(14) }, 'Skaitlis ir pārāk liels.'],
    ['employees', { employees: '10000001' }, 'Skaitlis ir pārāk liels.'],
    ['shares_to_sold', { shares_to_sold: 'puse' }, 'Ievadiet pārdodamo daļu procentos no 1 līdz 100.'],
    ['phone', { phone: 'zvaniet vakarā' }, 'Tālruņa numurā drīkst būt cipari, atstarpes, +, - un iekavas (līdz 40 rakstzīmēm).'],
    ['phone', { phone: '2'.repeat(41) }, 'Tālruņa numurā drīkst būt cipari, atstarpes, +, - un iekavas (līdz 40 rakstzīmēm).'],
    ['email', { email: 'nav-epasts' }, 'Ievadiet derīgu e-pasta adresi.'],
    ['id', { id: 'abc' }, 'Sludinājuma ID jābūt pozitīvam veselam skaitlim.'],
    ['remove_image', { remove_image: 'varbūt' }, 'Norādiet 1 vai 0.'],
    ['owner', { owner: 1 }, 'Nezināms lauks.'],
  ])('should refuse a bad %s with a 400 and its field error, storing nothing', async (field, extra, message) => {
    const before = await snapshot()
    const { status, body } = await save(alice.token, form(extra), { image: png })
    expect(status).toBe(400)
    expect(body).toMatchObject({ message, errors: { [field]: message } })
    expect(await snapshot()).toEqual(before)
  })

  it('should list every field at fault at once', async () => {
    const { status, body } = await save(alice.token, form({ title: '', price: 'x', email: 'y' }))
    expect(status).toBe(400)
    expect(body.message).toBe('Lūdzu, izlabojiet iezīmētos laukus.')
    expect(Object.keys(body.errors!).sort()).toEqual(['email', 'price', 'title'])
  })

  it('should answer in English when asked', async () => {
    const { body } = await apiJson<Saved>('POST', '/api/listing/create?locale=en', {
      token: alice.token,
      body: formData(form({ title: '' })),
    })
    expect(body.errors).toEqual({ title: 'Enter the listing title.' })
  })

  it.each([
    [
      'image',
      { data: Buffer.from('GIF89a'), name: 'anim.gif', type: 'image/gif' },
      'Faila formāts gif nav atļauts. Atļautie formāti: jpg, png',
    ],
    [
      'attachment',
      { data: Buffer.from('PK'), name: 'līgums.docx', type: 'application/octet-stream' },
      'Faila formāts docx nav atļauts. Atļautie formāti: pdf, zip',
    ],
    [
      'image',
      { data: Buffer.from('<?php echo 1; ?>'), name: 'photo.jpg', type: 'image/jpeg' },
      'Faila „photo.jpg” saturs neatbilst formātam jpg. Atļautie formāti: jpg, png',
    ],
  ])('should refuse a wrong %s file with its own message and store nothing', async (field, file, message) => {
    const before = await snapshot()
    const { status, body } = await save(alice.token, form(), { [field]: file })
    expect(status).toBe(400)
    expect(body).toMatchObject({ message, errors: { [field]: message } })
    expect(await snapshot()).toEqual(before)
  })

  it('should refuse an image that cannot be decoded, in the request’s language, storing nothing', async () => {
    const before = await snapshot()
    const broken = {
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      name: 'bojats.jpg',
      type: 'image/jpeg',
    }
    const { status, body } = await apiJson<Saved>('POST', '/api/listing/create?locale=en', {
      token: alice.token,
      body: formData(form(), { attachment: pdf, image: broken }),
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ image: 'The image “bojats.jpg” could not be read. Upload a valid JPG or PNG file.' })
    expect(await snapshot()).toEqual(before)
  })

  it('should refuse a valid image when the attachment beside it is not, storing neither', async () => {
    const before = await snapshot()
    const { status, body } = await save(alice.token, form(), {
      image: png,
      attachment: { data: Buffer.from('x'), name: 'x.exe', type: 'application/x-msdownload' },
    })
    expect(status).toBe(400)
    expect(Object.keys(body.errors!)).toEqual(['attachment'])
    expect(await snapshot()).toEqual(before)
  })

  it('should refuse two images (as image and as file) with a 400', async () => {
    const before = await snapshot()
    const { status, body } = await save(alice.token, form(), { image: png, file: png })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ image: 'Var pievienot tikai vienu failu.' })
    expect(await snapshot()).toEqual(before)
  })

  it('should refuse a file over 15 MB with a 413 and store nothing', async () => {
    const before = await snapshot()
    const big = Buffer.concat([png.data, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.data.length)])
    const { status, body } = await save(alice.token, form(), { image: { data: big, name: 'liels.png', type: 'image/png' } })
    expect(status).toBe(413)
    expect(body.message).toBe('Fails ir pārāk liels. Maksimālais izmērs: 15 MB.')
    expect(await snapshot()).toEqual(before)
  })

  it.each([
    ['the files it stored when the listing itself cannot be saved', 'listings', 'The database went away'],
    ['the stored image when the attachment after it cannot be stored', 'attachments', 'The disk is full'],
  ] as const)('should remove %s', async (_, failing, failure) => {
    const before = await snapshot()
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) =>
      args.collection === failing ? Promise.reject(new Error(failure)) : create(args)) as Payload['create'])
    vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const { status } = await save(alice.token, form(), { image: jpeg, attachment: pdf })
    expect(status).toBe(500)
    vi.restoreAllMocks()
    expect(await snapshot()).toEqual(before)
  })
})

describe('POST /api/listing/create: updating', () => {
  it('should update the caller’s own listing when id is given, keeping its slug and files', async () => {
    const listing = await created(alice.token, form(), { image: png, attachment: pdf })
    const { status, body } = await save(
      alice.token,
      form({ id: listing.id, title: 'Jauns nosaukums', price: '99 000', location_id: location.id }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, id: listing.id, slug: listing.slug })
    expect(await storedListing(payload, listing.id)).toMatchObject({
      title: 'Jauns nosaukums',
      price: 99000,
      location: location.id,
      image: listing.image,
      attachment: listing.attachment,
    })
  })

  it('should keep fields the update leaves out and clear those sent empty', async () => {
    const listing = await created(alice.token, form())
    const { status } = await apiJson('POST', '/api/listing/create', {
      token: alice.token,
      json: { id: listing.id, title: 'Tikai nosaukums', category_id: category.id, description: 'Jauns apraksts', phone: '' },
    })
    expect(status).toBe(200)
    expect(await storedListing(payload, listing.id)).toMatchObject({
      title: 'Tikai nosaukums',
      price: 120000,
      email: 'seller@example.lv',
      phone: null,
    })
  })

  it('should replace the image and attachment and delete the old ones from disk', async () => {
    const listing = await created(alice.token, form(), { image: png, attachment: pdf })
    const oldImage = relationId(listing.image)!
    const oldAttachment = relationId(listing.attachment)!
    const oldFiles = [...(await storedFiles(payload, 'media', oldImage)), ...(await storedFiles(payload, 'attachments', oldAttachment))]
    expect(oldFiles.every(onDisk)).toBe(true)

    const { status } = await save(alice.token, form({ id: listing.id }), { image: jpeg, attachment: zip })
    expect(status).toBe(200)
    const after = (await storedListing(payload, listing.id))!
    expect(relationId(after.image)).not.toBe(oldImage)
    expect(relationId(after.attachment)).not.toBe(oldAttachment)
    expect(await payload.findByID({ collection: 'media', id: oldImage, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'attachments', id: oldAttachment, disableErrors: true })).toBeNull()
    expect(oldFiles.filter(onDisk)).toEqual([])
    for (const file of await storedFiles(payload, 'media', relationId(after.image)!)) expect(onDisk(file)).toBe(true)
  })

  it('should remove the image and attachment on remove_image=1 and remove_attachment=1, deleting their files', async () => {
    const listing = await created(alice.token, form(), { image: png, attachment: pdf })
    const oldFiles = [
      ...(await storedFiles(payload, 'media', relationId(listing.image)!)),
      ...(await storedFiles(payload, 'attachments', relationId(listing.attachment)!)),
    ]
    const { status } = await save(alice.token, form({ id: listing.id, remove_image: '1', remove_attachment: '1' }))
    expect(status).toBe(200)
    expect(await storedListing(payload, listing.id)).toMatchObject({ image: null, attachment: null })
    expect(oldFiles.filter(onDisk)).toEqual([])
  })

  it('should not let another user update a listing: 403 when they can see it, 404 when not', async () => {
    const visible = await createListing(payload, alice.user.id, category.id)
    const hidden = await createListing(payload, alice.user.id, category.id, { status: 'hidden' })
    const before = await snapshot()
    const forged = (id: number) => form({ id, title: 'Nozagts' })

    const attack = await save(bob.token, forged(visible.id), { image: png })
    expect(attack.status).toBe(403)
    expect(attack.body.message).toBe('Šis sludinājums nav jūsu.')
    expect((await save(moderator.token, forged(visible.id))).status).toBe(403)
    expect((await save(bob.token, forged(hidden.id), { image: png })).status).toBe(404)
    expect((await save(bob.token, forged(2_000_000_000))).status).toBe(404)

    expect(await snapshot()).toEqual(before)
    expect((await storedListing(payload, visible.id))!.title).toBe(visible.title)
    expect((await storedListing(payload, hidden.id))!.title).toBe(hidden.title)
  })

  it('should answer an update of a listing that does not exist with a 404', async () => {
    const { status, body } = await save(alice.token, form({ id: 2_000_000_000 }))
    expect(status).toBe(404)
    expect(body.message).toBe('Sludinājums netika atrasts.')
  })

  it('should let nobody but the owner see the new listing’s contacts afterwards', async () => {
    const listing = await created(alice.token, form())
    const text = await (await api('GET', `/api/listing/get/${listing.slug}/slug`, { token: bob.token })).text()
    expect(text).not.toContain('seller@example.lv')
  })
})
