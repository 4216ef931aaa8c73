import crypto from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { bandLabel, figureBand } from '@/lib/listings/figure-bands'
import { statisticalRegion } from '@/lib/listings/statistical-regions'
import { seesWhole } from '@/services/confidential/sees-whole'
import { searchFacets } from '@/services/listings/public/facets'

import { createCategory, uniqueRegistrationNumber } from '../helpers/fixtures'
import { formData, listingForm } from '../helpers/listing-api'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { clearRegistry, putRegistryCompany } from '../helpers/registry'
import { createTestUser, createTestUsers } from '../helpers/users'

type Saved = { id: number; slug: string; errors?: Record<string, string>; message?: string }
type Listing = Record<string, unknown> & { slug: string }

const payload = await testPayload()
const alice = await createTestUser(payload, ['user'], {
  subscription: { plan_name: 'business', status: 'active', payment_schedule: 'monthly' },
})
const [bob, moderator] = await createTestUsers(payload, 'user', 'moderator')
// A member of Alice's team, who sees her confidential listings whole as she does.
const member = await createTestUser(payload, ['user'], { team: alice.user.id })
const category = await createCategory(payload)
const tag = crypto.randomBytes(3).toString('hex')
const municipality = (title: string, atvk: string) =>
  payload.create({
    collection: 'locations',
    locale: 'lv',
    data: { title: `${title} ${tag}`, atvk, kind: 'municipality', region: 'vidzeme' },
  })
const cesis = await municipality('Cēsu novads', `8${String(Date.now()).slice(-6)}`)
const valmiera = await municipality('Valmieras novads', `9${String(Date.now()).slice(-6)}`)

const regcode = uniqueRegistrationNumber()
const companyName = `Kokmeistari ${tag}`
await putRegistryCompany(payload.db.pool, {
  regcode,
  name: `SIA "${companyName}"`,
  reports: [
    { year: 2025, statementId: crypto.randomInt(1e9), employees: 37, turnover: 1_387_650, profit: 152_340, totalAssets: 1e6, equity: 5e5 },
  ],
})
afterAll(() => clearRegistry(payload))

const fields = (extra: Record<string, string | number> = {}) =>
  listingForm(category.id, {
    title: `Kokapstrāde ${tag}`,
    description: 'Ražotne ar eksporta līgumiem.',
    location_id: cesis.id,
    turnover: '1 387 650',
    profit: '152 340',
    employees: '37',
    registration_number: regcode,
    registration_number_public: 1,
    confidential: 1,
    ...extra,
  })
const save = (extra: Record<string, string | number> = {}) =>
  apiJson<Saved>('POST', '/api/listing/create', { token: alice.token, body: formData(fields(extra)) })
const bySlug = async (slug: string, token?: string) =>
  (await apiJson<{ listing: Listing }>('GET', `/api/listing/get/${slug}/slug?locale=lv`, { token })).body.listing

const saved = await save()

describe('a confidential listing', () => {
  it('should be saved confidential by the save call (1/0), and refuse a text that names the company', async () => {
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect((await payload.findByID({ collection: 'listings', id: saved.body.id })).confidential).toBe(true)

    const named = await save({ description: `Pārdodu SIA „${companyName.toUpperCase()}”.` })
    expect(named.status).toBe(400)
    expect(named.body.errors?.description).toMatch(/registered name|reģistrētais nosaukums/)
    const numbered = await save({ title: `Kokapstrāde, reģ. nr. ${regcode.slice(0, 5)} ${regcode.slice(5)}` })
    expect(numbered.status).toBe(400)
    expect(numbered.body.errors?.title).toBeDefined()
    // Not confidential: the seller may name the company.
    expect((await save({ confidential: 0, description: `SIA ${companyName}` })).status).toBe(201)
  })

  it('should give the public its public face only: region, bands, no municipality, figures, contacts or number', async () => {
    for (const token of [undefined, bob.token]) {
      const listing = await bySlug(saved.body.slug, token)
      expect(listing).toMatchObject({
        confidential: true,
        location: null,
        statistical_region: 'vidzeme',
        turnover: null,
        profit: null,
        employees: null,
        turnover_band: { from: 1_000_000, to: 2_000_000 },
        profit_band: { from: 100_000, to: 250_000 },
        employees_band: { from: 25, to: 50 },
        image: null,
        attachment_url: null,
        has_contact: false,
        registration_number: null,
        registry: { checked: true, turnover: null, profit: null, employees: null, figures_hidden: true },
      })
      expect(JSON.stringify(listing)).not.toMatch(/Cēsu|1387650|152340|20000000|seller@example|Kokmeistari/)
      expect((await api('GET', `/api/listing/get/${saved.body.slug}/contact`, { token })).status).toBe(404)
    }
  })

  it('should give its team and staff the whole listing, and nobody else', async () => {
    for (const token of [alice.token, member.token, moderator.token]) {
      expect(await bySlug(saved.body.slug, token)).toMatchObject({
        turnover: 1_387_650,
        location: { id: cesis.id },
        registration_number: regcode,
      })
    }
    const stored = await payload.findByID({ collection: 'listings', id: saved.body.id, depth: 0 })
    expect(await seesWhole(payload, stored, bob.user)).toBe(false)
    expect(await seesWhole(payload, stored, null)).toBe(false)
    expect(await seesWhole(payload, stored, member.user)).toBe(true)
  })

  it("should keep hidden values out of Payload's own routes: no field, no filter or order on one", async () => {
    const own = await apiJson<Record<string, unknown>>('GET', `/api/listings/${saved.body.id}?depth=1`)
    expect(own.status).toBe(200)
    expect(JSON.stringify(own.body)).not.toMatch(/Cēsu|1387650|152340|20000000|seller@example|"registration_number"/)
    expect((await api('GET', `/api/listings?where[turnover][equals]=1387650`)).status).toBeGreaterThanOrEqual(400)
    expect((await api('GET', `/api/listings?where[location][equals]=${cesis.id}`)).status).toBeGreaterThanOrEqual(400)
    // An order tells as much as a filter: sorting by a hidden figure would rank the listing among others.
    expect((await api('GET', `/api/listings?sort=-turnover`)).status).toBe(400)
    expect((await api('GET', `/api/listings?sort=title,employees`, { token: bob.token })).status).toBe(400)
  })

  it('should be found by its public parts only: a municipality of its region, a range its band reaches, its words', async () => {
    const found = async (search: Record<string, string | number>) => {
      const { body } = await apiJson<{ listings: Listing[] }>('POST', '/api/listing/index?locale=lv', { json: { ...search, limit: 100 } })
      return body.listings.some((listing) => listing.slug === saved.body.slug)
    }
    expect(await found({ q: `Kokapstrāde ${tag}` })).toBe(true)
    expect(await found({ q: companyName })).toBe(false)
    // Another municipality of Vidzeme finds it as surely as its own: the region is all that is public.
    expect(await found({ location: valmiera.id, q: tag })).toBe(true)
    expect(await found({ location: cesis.id, q: tag })).toBe(true)
    expect(await found({ turnover_min: 1_387_651, q: tag })).toBe(true)
    expect(await found({ turnover_max: 1_387_649, q: tag })).toBe(true)
    expect(await found({ turnover_min: 2_000_000, q: tag })).toBe(false)
    expect(await found({ employees_min: 50, q: tag })).toBe(false)
  })

  it('should be counted beside every municipality of its region that finds it, as many as choosing it finds', async () => {
    const facets = await searchFacets(payload, { search: { q: tag, region: 'vidzeme' } })
    for (const place of [cesis, valmiera]) {
      const { body } = await apiJson<{ listings: Listing[] }>('POST', '/api/listing/index?locale=lv', {
        json: { q: tag, location: place.id, limit: 100 },
      })
      expect(facets.locations[place.id], place.title).toBe(body.listings.length)
    }
    // The public listing in Cēsis and the confidential one; Valmiera finds the confidential one alone.
    expect(facets.locations[cesis.id]).toBe(2)
    expect(facets.locations[valmiera.id]).toBe(1)
  })
})

describe('the scales a confidential listing is shown on', () => {
  it('should put Rīga alone, the rest of its planning region in Pierīga, and others in their own', () => {
    expect(statisticalRegion({ atvk: '0001000', region: 'riga' })).toBe('riga')
    expect(statisticalRegion({ atvk: '0004000', region: 'riga' })).toBe('pieriga')
    expect(statisticalRegion({ atvk: '0026000', region: 'vidzeme' })).toBe('vidzeme')
  })

  it('should band figures with one spelling in every language', () => {
    expect(figureBand('turnover', 1_387_650)).toEqual({ from: 1_000_000, to: 2_000_000 })
    expect(figureBand('employees', 400)).toEqual({ from: 250, to: null })
    expect(figureBand('profit', null)).toBeNull()
    expect(bandLabel('turnover', { from: 1_000_000, to: 2_000_000 })).toBe('1\u00a0000\u00a0000–2\u00a0000\u00a0000\u00a0€')
    expect(bandLabel('employees', { from: 25, to: 50 })).toBe('25–49')
    expect(bandLabel('employees', { from: 250, to: null })).toBe('≥\u00a0250')
  })
})
