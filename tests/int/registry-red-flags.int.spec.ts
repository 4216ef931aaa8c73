import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import { listingTag } from '@/lib/cache/cache-tags'
import { markNextServer } from '@/lib/cache/in-next-server'
import type { Category, Listing } from '@/payload-types'
import { attentionCounts } from '@/services/moderation/attention'
import type { OwnerListing, RedFlag, VisibleListing } from '@/services/listings/listing-shapes'
import { readSearchParams } from '@/reads/read-search-params'
import { publicCards } from '@/services/listings/public/cards'
import { searchNews } from '@/services/saved-searches/search-news'
import { importRegistry } from '@/services/registry/import-registry'
import { sampleRegistrationNumber, type SampleRegister, type SampleReport, writeRegistryFiles } from '@/seed/sample-register'
import { flagWords, requiredReportYear } from '@/services/registry/terms-check'

import { createCategory } from '../helpers/fixtures'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { clearRegistry } from '../helpers/registry'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

/*
 * Red flags on a listing (src/services/registry/red-flags.ts): read from the state's files for
 * the listing's company, in the listing's answers and cards, the mismatches' figures only with
 * the number shown, and an import that changes a company's flags refreshing exactly its pages.
 * This process stands for the Next server, Varnish a listener noting what it is told to purge
 * (as in registry-import.int.spec.ts).
 */
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))

const purged: string[] = []
const varnish = http.createServer((req, res) => {
  if (req.method === 'PURGE') purged.push(...String(req.headers['xkey-purge']).split(' '))
  res.end()
})

const LAST_YEAR = requiredReportYear(new Date())
const nth = (n: number) => sampleRegistrationNumber(n, 4040000000 + crypto.randomInt(1000) * 1000)
const base = crypto.randomInt(100_000)
const RATED = nth(base)
const FEWER = nth(base + 1)
const CLEAN = nth(base + 2)
const INSOLVENT = nth(base + 3)
/** The companies with listings; INSOLVENT is refused one. */
const ALL = [RATED, FEWER, CLEAN]

let nextId = 800_000
const report = (regcode: string): SampleReport => ({
  id: nextId++,
  regcode,
  year: LAST_YEAR,
  employees: 8,
  turnover: 200_000,
  profit: 30_000,
  totalAssets: 1,
  equity: 1,
})

/** The quarter, and each company's taxes in it: RATED and CLEAN pay at last year's rate, FEWER a quarter of it with 3 people. */
const QUARTER = '2026. gada 2. ceturksnis'
function stateFiles({ securing = true, later = false, lifted = false } = {}): SampleRegister['state'] {
  const quarterly = (regcode: string, taxes: string, employees: string) => ({
    Registracijas_kods: regcode,
    Taksacijas_gads_ceturksnis: QUARTER,
    Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: taxes,
    Videjais_nodarbinato_personu_skaits_cilv: employees,
  })
  return {
    rating: [
      { Registracijas_kods: RATED, Reitings: 'B', Informacijas_atjaunosanas_datums: '01.03.2025' },
      { Registracijas_kods: CLEAN, Reitings: 'A', Informacijas_atjaunosanas_datums: '01.03.2025' },
    ],
    insolvency: [
      // A rescue under way, and one finished: only the first is a flag.
      { proceeding_id: 10, debtor_registration_number: RATED, proceeding_started_on: '2026-02-01', proceeding_form: 'LEGAL_PROTECTION' },
      { proceeding_id: 12, debtor_registration_number: INSOLVENT, proceeding_started_on: '2026-05-04', proceeding_form: 'INSOLVENCY' },
      {
        proceeding_id: 11,
        debtor_registration_number: CLEAN,
        proceeding_started_on: '2025-01-01',
        proceeding_ended_on: '2026-01-01',
        proceeding_form: 'LEGAL_PROTECTION',
      },
    ],
    securing: [
      ...(securing ? [{ legal_entity_registration_number: RATED, securing_measure_type: 'ARREST', date_from: '2026-06-01' }] : []),
      ...(later ? [{ legal_entity_registration_number: FEWER, securing_measure_type: 'ARREST', date_from: '2026-09-01' }] : []),
    ],
    // Later, VID suspends CLEAN; later still it restores it.
    vidSuspensions: later
      ? [
          {
            Registracijas_kods: `'${CLEAN}'`,
            Lemuma_datums: ' 01.09.2026 ',
            Aizliegts_veikt_darijumus_no: ' 02.09.2026 ',
            Aizliegts_veikt_darijumus_lidz: '  ',
            Lemuma_par_atjaunosanu_datums: lifted ? ' 20.09.2026 ' : '  ',
          },
        ]
      : [],
    quarterly: [quarterly(RATED, '10.00', '8'), quarterly(FEWER, '2.50', '3'), quarterly(CLEAN, '10,00', '8')],
    yearly: [...ALL, INSOLVENT].map((regcode) => ({
      Registracijas_kods: regcode,
      Taksacijas_gads: LAST_YEAR,
      Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: '40.00',
      Videjais_nodarbinato_personu_skaits_cilv: '8',
    })),
  }
}

let payload: Payload
let seller: TestUser
let category: Category
let folder: string
const slugs: Record<string, { id: number; slug: string }> = {}

const write = (state = stateFiles()) => {
  nextId = 800_000
  const companies = [...ALL, INSOLVENT]
  return writeRegistryFiles(folder, {
    companies: companies.map((regcode) => ({ regcode, name: `SIA "${regcode}"` })),
    reports: companies.map(report),
    state,
  })
}

const publicFlags = async (regcode: string) =>
  (await apiJson<{ listing: VisibleListing }>('GET', `/api/listing/get/${slugs[regcode].slug}/slug`)).body.listing.registry.flags

beforeAll(async () => {
  payload = await testPayload()
  markNextServer()
  await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VARNISH_URLS', `http://127.0.0.1:${(varnish.address() as AddressInfo).port}`)
  seller = await createTestUser(payload, ['user'], {
    subscription: { plan_name: 'business', status: 'active', payment_schedule: 'monthly' },
  })
  category = await createCategory(payload)
  folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'red-flags-'))
  await write()
  await importRegistry(payload, folder)
  for (const regcode of ALL) {
    const saved = await apiJson<{ id: number; slug: string }>('POST', '/api/listing/create', {
      token: seller.token,
      json: {
        title: `Darbnīca ${regcode}`,
        category_id: category.id,
        description: 'Darbnīca ar klientiem.',
        turnover: 210_000,
        profit: 30_000,
        employees: 8,
        registration_number: regcode,
      },
    })
    expect(saved.status).toBe(201)
    slugs[regcode] = saved.body
  }
})

afterAll(async () => {
  await clearRegistry(payload)
  await fs.promises.rm(folder, { recursive: true, force: true })
  vi.unstubAllEnvs()
  varnish.close()
})

describe('red flags on a listing', () => {
  it('should give the flags the state’s files show, the rescue apart from insolvency, a finished one not at all', async () => {
    const flags = await publicFlags(RATED)
    expect(flags).toEqual<RedFlag[]>([
      { kind: 'legal_protection', since: '2026-02-01', source: 'ur_insolvency', date_of_data: expect.any(String) },
      { kind: 'securing_measure', since: '2026-06-01', source: 'ur_securing_measures', date_of_data: expect.any(String) },
      { kind: 'tax_rating', since: '2025-03-01', source: 'vid_rating', date_of_data: expect.any(String), rating: 'B' },
    ])
    expect(await publicFlags(CLEAN)).toEqual([])
  })

  it('should flag a headcount and a turnover that VID’s latest quarter does not bear out, naming the quarter, with figures only when the number is shown', async () => {
    const hidden = await publicFlags(FEWER)
    expect(hidden).toEqual([
      {
        kind: 'headcount_mismatch',
        since: '2026-04-01',
        source: 'vid_quarterly_taxes',
        date_of_data: expect.any(String),
        quarter: '2026-Q2',
      },
      { kind: 'tax_mismatch', since: '2026-04-01', source: 'vid_quarterly_taxes', date_of_data: expect.any(String), quarter: '2026-Q2' },
    ])
    const own = await apiJson<{ listing: OwnerListing }>('GET', `/api/listing/get/${slugs[FEWER].id}`, { token: seller.token })
    expect(own.body.listing.registry.flags.map((flag) => flag.figures)).toEqual([
      { stated: 8, state: 3 },
      { stated: 210_000, state: 2_500 },
    ])

    const shows = await apiJson('POST', '/api/listing/create', {
      token: seller.token,
      json: {
        id: slugs[FEWER].id,
        title: `Darbnīca ${FEWER}`,
        category_id: category.id,
        description: 'Darbnīca.',
        registration_number_public: 1,
      },
    })
    expect(shows.status).toBe(200)
    expect((await publicFlags(FEWER)).map((flag) => flag.figures)).toEqual([
      { stated: 8, state: 3 },
      { stated: 210_000, state: 2_500 },
    ])

    // A seller who corrects the headcount loses that flag with the save.
    const corrected = await apiJson('POST', '/api/listing/create', {
      token: seller.token,
      json: { id: slugs[FEWER].id, title: `Darbnīca ${FEWER}`, category_id: category.id, description: 'Darbnīca.', employees: 3 },
    })
    expect(corrected.status).toBe(200)
    expect((await publicFlags(FEWER)).map((flag) => flag.kind)).toEqual(['tax_mismatch'])
  })

  it('should put one badge on the card of a flagged listing in the lists', async () => {
    const cards = await publicCards(payload, { categoryId: category.id, offset: 0, limit: 10 }, 'lv')
    const badge = Object.fromEntries(cards.map((card) => [card.slug, card.red_flags]))
    expect(badge).toEqual({ [slugs[RATED].slug]: true, [slugs[FEWER].slug]: true, [slugs[CLEAN].slug]: false })
  })

  it('should leave flagged listings out of a search for none, in the call, a page’s address and a saved search’s news', async () => {
    const found = await apiJson<{ listings: { slug: string }[] }>('POST', '/api/listing/index', {
      json: { category: category.slug, no_red_flags: true },
    })
    expect(found.status).toBe(200)
    expect(found.body.listings.map((listing) => listing.slug)).toEqual([slugs[CLEAN].slug])
    expect(readSearchParams({ no_red_flags: '1' }).search.noRedFlags).toBe(true)

    const window = { after: new Date(Date.now() - 3_600_000), until: new Date(Date.now() + 60_000), limit: 10 }
    const news = await searchNews(payload, { categoryId: category.id, fields: { no_red_flags: true }, ...window }, 'lv')
    expect(news.listings.map((listing) => listing.slug)).toEqual([slugs[CLEAN].slug])
    expect((await searchNews(payload, { categoryId: category.id, fields: {}, ...window }, 'lv')).count).toBe(3)
  })

  it('should remove an ended flag at the next import and refresh exactly the pages of the listings whose flags changed', async () => {
    await write(stateFiles({ securing: false }))
    purged.length = 0
    const result = await importRegistry(payload, folder)
    expect(result.state.securing).toEqual({ skipped: false, rows: 0 })
    expect(result.state.rating).toEqual({ skipped: true })
    // One page refreshed, RATED's: the others' flags stayed as they were. (Varnish hears the sellers' earlier
    // saves purged again meanwhile, so what it is told cannot show what the import left alone.)
    expect(result.listings).toMatchObject({ flagsChanged: 1, refreshed: 1 })
    expect((await publicFlags(RATED)).map((flag) => flag.kind)).toEqual(['legal_protection', 'tax_rating'])
    await vi.waitFor(() => expect(purged).toContain(listingTag(slugs[RATED].slug)))
  })
})

describe('refusals and reactions', () => {
  const create = (regcode: string, locale: 'lv' | 'en') =>
    apiJson<{ error?: string; errors?: Record<string, string> }>('POST', `/api/listing/create?locale=${locale}`, {
      token: seller.token,
      json: { title: 'Darbnīca', category_id: category.id, description: 'Darbnīca.', turnover: 210_000, registration_number: regcode },
    })

  it('should refuse a listing of a company in open insolvency, naming the reason and the source in both languages', async () => {
    const flag = { kind: 'insolvency', source: 'ur_insolvency', since: '2026-05-04' } as const
    for (const locale of ['lv', 'en'] as const) {
      const refused = await create(INSOLVENT, locale)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe('registry_red_flag')
      expect(refused.body.errors?.registration_number).toBe(translate(locale, 'registry.refused.redFlag', flagWords(flag, locale)))
      expect(refused.body.errors?.registration_number).toMatch(
        locale === 'lv' ? /maksātnespējas.*Uzņēmumu reģistrs/ : /insolvency.*Register of Enterprises/i,
      )
    }
  })

  it('should hide a listing whose company a later import finds suspended, and mail the seller of one with another new flag once, for the moderators too', async () => {
    const subjects = (await mailTo(seller.email, { atLeast: 0, timeoutMs: 0 })).map((mail) => mail.subject)
    const hiddenSubject = translate('lv', 'email.moderation.listingHiddenByRedFlag.subject')
    const flagSubject = translate('lv', 'email.redFlag.subject')
    const attention = async () => (await attentionCounts(payload)).find((item) => item.key === 'redFlags')?.count
    const before = await attention()

    await write(stateFiles({ securing: false, later: true }))
    const result = await importRegistry(payload, folder)
    expect(result.listings).toMatchObject({ hidden: 1, flagged: 1 })

    const hidden = (await payload.findByID({ collection: 'listings', id: slugs[CLEAN].id, depth: 0 })) as Listing
    expect(hidden).toMatchObject({ status: 'hidden', moderationReason: 'company_not_trading' })
    expect(hidden.moderationNote).toBe(
      translate(
        'lv',
        'redFlags.hiddenNote',
        flagWords({ kind: 'activity_suspended', source: 'vid_suspensions', since: '2026-09-02' }, 'lv'),
      ),
    )
    const flagged = (await payload.findByID({ collection: 'listings', id: slugs[FEWER].id, depth: 0, overrideAccess: true })) as Listing
    expect(flagged).toMatchObject({ status: 'published', red_flags_review: true })
    expect(await attention()).toBe((before ?? 0) + 1)

    const mails = await mailTo(seller.email, { atLeast: subjects.length + 2 })
    const fresh = mails.slice(subjects.length)
    expect(fresh.map((mail) => mail.subject).sort()).toEqual([flagSubject, hiddenSubject].sort())
    const told = fresh.find((mail) => mail.subject === flagSubject)!
    expect(told.text).toContain(translate('lv', 'redFlags.kinds.securing_measure.title'))
    expect(told.links.some((link) => link.endsWith(`/bizness/${slugs[FEWER].slug}`))).toBe(true)

    // Once: the next import, forced, finds nothing new.
    const again = await importRegistry(payload, folder, { force: true })
    expect(again.listings).toMatchObject({ hidden: 0, flagged: 0 })
    expect((await mailTo(seller.email, { atLeast: 0, timeoutMs: 0 })).length).toBe(mails.length)
  })

  it('should drop a suspension VID lifts at the next import', async () => {
    const flags = async () =>
      (await apiJson<{ listing: OwnerListing }>('GET', `/api/listing/get/${slugs[CLEAN].id}`, { token: seller.token })).body.listing
        .registry.flags
    expect((await flags()).map((flag) => flag.kind)).toEqual(['activity_suspended'])
    await write(stateFiles({ securing: false, later: true, lifted: true }))
    await importRegistry(payload, folder)
    expect(await flags()).toEqual([])
  })
})
