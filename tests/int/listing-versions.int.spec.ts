import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import type { AuditLog, Listing } from '@/payload-types'
import { versionAfter } from '@/services/listings/listing-version'

import { createCategory, createListing } from '../helpers/fixtures'
import { formData, storedListing } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type Answer = { message?: string; error?: string; errors?: { message: string }[] }

let payload: Payload
let seller: TestUser
let moderator: TestUser
let categoryId: number

const CHANGED = { lv: translate('lv', 'listingVersion.changedMeanwhile'), en: translate('en', 'listingVersion.changedMeanwhile') }

beforeAll(async () => {
  payload = await testPayload()
  seller = await createTestUser(payload)
  moderator = await createTestUser(payload, ['moderator'])
  categoryId = (await createCategory(payload)).id
})

/** The seller's edit form as it loads: GET /api/listing/get/{id}. */
const load = async (id: number) => {
  const { status, body } = await apiJson<{ listing: { version: number; title: string } }>('GET', `/api/listing/get/${id}`, {
    token: seller.token,
  })
  expect(status).toBe(200)
  return body.listing
}

/** The seller's form sent back, as the browser sends it (multipart), in `locale`. */
const sellerSaves = (listing: Listing, fields: Record<string, string | number>, locale: 'lv' | 'en' = 'lv') =>
  apiJson<Answer>('POST', `/api/listing/create?locale=${locale}`, {
    token: seller.token,
    body: formData({ id: listing.id, title: listing.title, category_id: categoryId, description: listing.description, ...fields }),
  })

/** A moderator's save in the panel: Payload's PATCH with the form's fields as `_payload`, as the panel sends it. */
const panelSaves = (id: number, fields: Record<string, unknown>, locale: 'lv' | 'en' = 'lv') => {
  const body = new FormData()
  body.append('_payload', JSON.stringify(fields))
  return apiJson<Answer>('PATCH', `/api/listings/${id}?depth=0`, {
    token: moderator.token,
    headers: { 'Accept-Language': locale },
    body,
  })
}

const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentCollection: { equals: 'listings' } }, { documentId: { equals: String(id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs as AuditLog[]

describe('a save made from an older version of the listing', () => {
  it('should refuse the seller’s save after a moderator’s edit, in Latvian and English, and keep the moderator’s title', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'PĀRDODU KAFEJNĪCU!!!' })
    const loaded = await load(listing.id)
    expect(loaded.version).toBe(1)

    const edited = await panelSaves(listing.id, { title: 'Pārdod kafejnīcu', version: loaded.version })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await storedListing(payload, listing.id)).toMatchObject({ title: 'Pārdod kafejnīcu', version: 2 })

    for (const locale of ['lv', 'en'] as const) {
      const late = await sellerSaves(listing, { version: loaded.version, title: 'Pārdodu kafejnīcu Cēsīs' }, locale)
      expect(late.status).toBe(409)
      expect(late.body).toMatchObject({ message: CHANGED[locale], error: 'listing_changed' })
    }
    expect(CHANGED.lv).not.toBe(CHANGED.en)
    expect(await storedListing(payload, listing.id)).toMatchObject({ title: 'Pārdod kafejnīcu', version: 2 })

    // Reloaded, the form carries the new version and its save goes through.
    const reloaded = await load(listing.id)
    expect(reloaded).toMatchObject({ version: 2, title: 'Pārdod kafejnīcu' })
    const saved = await sellerSaves(listing, { version: reloaded.version, title: 'Pārdod kafejnīcu Cēsīs' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(await storedListing(payload, listing.id)).toMatchObject({ title: 'Pārdod kafejnīcu Cēsīs', version: 3 })
  })

  it('should log a refused save as the caller’s mistake, one line at info, not as a server error with its stack', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Pārdod ziedu veikalu' })
    expect((await sellerSaves(listing, { version: 1, description: 'Pārdevēja apraksts.' })).status).toBe(200)
    const errors = vi.spyOn(payload.logger, 'error')
    const infos = vi.spyOn(payload.logger, 'info')
    try {
      const stale = await panelSaves(listing.id, { title: 'Moderatora virsraksts', version: 1 }, 'en')
      expect(stale.status).toBe(409)
      expect(errors).not.toHaveBeenCalled()
      expect(infos).toHaveBeenCalledWith({ msg: CHANGED.en })
    } finally {
      errors.mockRestore()
      infos.mockRestore()
    }
  })

  it('should refuse a moderator’s save in the panel or through Payload’s REST made from an older version, and change nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Pārdod frizētavu' })
    const first = await sellerSaves(listing, { version: 1, description: 'Pārdevēja jaunais apraksts.' })
    expect(first.status).toBe(200)

    const stalePanel = await panelSaves(listing.id, { title: 'Moderatora virsraksts', version: 1 }, 'en')
    expect(stalePanel.status).toBe(409)
    expect(stalePanel.body.errors?.[0]?.message).toBe(CHANGED.en)

    const staleJson = await apiJson<Answer>('PATCH', `/api/listings/${listing.id}`, {
      token: moderator.token,
      json: { title: 'Moderatora virsraksts', status: 'hidden', moderationReason: 'spam_or_fraud', version: 1 },
    })
    expect(staleJson.status).toBe(409)
    expect(staleJson.body.errors?.[0]?.message).toBe(CHANGED.lv)

    expect(await storedListing(payload, listing.id)).toMatchObject({
      title: 'Pārdod frizētavu',
      description: 'Pārdevēja jaunais apraksts.',
      status: 'published',
      version: 2,
    })
  })

  it('should refuse an update whose own read of the row is older than the row, even when the version is the same', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const featured = await payload.update({ collection: 'listings', id: listing.id, data: { featured: true }, depth: 0 })
    expect(featured.version).toBe(listing.version)
    const req = await createLocalReq({}, payload)
    const refused = versionAfter(req, { id: listing.id, basedOn: 1, readAt: listing.updatedAt, changes: true, locale: 'lv' })
    await expect(refused).rejects.toMatchObject({ status: 409, message: CHANGED.lv })
  })
})

describe('what makes a new version', () => {
  it('should count each change of what the seller edits, by anyone, and nothing else', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    expect(listing.version).toBe(1)

    // The server's own updates and a moderator's hiding leave the seller's form valid.
    await payload.update({ collection: 'listings', id: listing.id, data: { featured: true }, depth: 0 })
    await payload.update({ collection: 'listings', id: listing.id, data: { expiry_date: new Date(Date.now() + 86_400_000).toISOString() } })
    const hidden = await api('PATCH', `/api/listings/${listing.id}`, {
      token: moderator.token,
      json: { status: 'hidden', moderationReason: 'spam_or_fraud' },
    })
    expect(hidden.status).toBe(200)
    expect((await storedListing(payload, listing.id))?.version).toBe(1)

    // A save that changes nothing the seller edits is no new version either; one that does is.
    expect((await sellerSaves(listing, { version: 1 })).status).toBe(200)
    expect((await storedListing(payload, listing.id))?.version).toBe(1)
    expect((await sellerSaves(listing, { version: 1, price: '99 000' })).status).toBe(200)
    expect(await storedListing(payload, listing.id)).toMatchObject({ version: 2, price: 99000, status: 'hidden', featured: true })

    // The version a client sends is only what it read: it never sets the stored one.
    const forged = await apiJson('PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { version: 2, title: 'Jauns' } })
    expect(forged.status).toBe(200)
    expect((await storedListing(payload, listing.id))?.version).toBe(3)
  })

  it('should refuse a version that is not a whole number with 400', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const bad = await sellerSaves(listing, { version: 'vakardienas' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errors: { version: translate('lv', 'listingVersion.invalid') } })
  })
})

describe('twenty saves of one version at once', () => {
  it('should keep exactly one of them whole, refuse the rest with 409, and log who won', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Sākums', description: 'Sākuma apraksts.' })
    const submitted = Array.from({ length: 20 }, (_, i) => ({ title: `Virsraksts ${i}`, description: `Apraksts numur ${i}.` }))

    const answers = await Promise.all(submitted.map((fields) => sellerSaves(listing, { version: 1, ...fields })))

    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(','),
    ).toBe(true)
    const won = statuses.flatMap((status, i) => (status === 200 ? [i] : []))
    expect(won).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe(CHANGED.lv)

    const stored = await storedListing(payload, listing.id)
    expect({ title: stored?.title, description: stored?.description }).toEqual(submitted[won[0]])
    expect(stored?.version).toBe(2)

    const saves = (await auditOf(listing.id)).filter((entry) => entry.action === 'listing_save')
    expect(saves).toHaveLength(1)
    expect(saves[0]).toMatchObject({
      actor: seller.user.id,
      subject: seller.user.id,
      changes: {
        title: { before: 'Sākums', after: submitted[won[0]].title },
        description: { before: 'Sākuma apraksts.', after: submitted[won[0]].description },
        version: { before: 1, after: 2 },
      },
    })
  })
})
