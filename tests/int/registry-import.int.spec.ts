import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import { formatEuro } from '@/lib/format/numbers'
import { listingTag } from '@/lib/cache/cache-tags'
import { markNextServer } from '@/lib/cache/in-next-server'
import type { Category, Listing } from '@/payload-types'
import type { RegistryFacts } from '@/services/listings/listing-shapes'
import { getOwnListing } from '@/services/listings/own-listing-view'
import { getListingBySlug } from '@/services/listings/public/by-slug'
import { databasePool } from '@/lib/database/pool'
import { companyFigures } from '@/services/registry/company-figures'
import { importRegistry } from '@/services/registry/import-registry'
import { REGISTRY_FILES } from '@/services/registry/registry-files'
import { sampleRegistrationNumber, type SampleCompany, type SampleReport, writeRegistryFiles } from '@/seed/sample-register'
import { requiredReportYear } from '@/services/registry/terms-check'

import { createCategory } from '../helpers/fixtures'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { clearRegistry } from '../helpers/registry'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

/*
 * The import on generated files of the real shape, then what it does on the site: the badge and
 * figures on a listing, refusals when a seller saves, a listing hidden when its company is
 * liquidated later, a seller asked about a newer report, and the listing pages refreshed.
 * This process stands for the Next server (as in listing-revalidation.int.spec.ts): Next's data
 * cache is a stand-in and Varnish a listener noting the tags it is told to purge.
 */
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))

const purged: string[] = []
const varnish = http.createServer((req, res) => {
  if (req.method === 'PURGE') purged.push(...String(req.headers['xkey-purge']).split(' '))
  res.end()
})

const LAST_YEAR = requiredReportYear(new Date())
const nth = (n: number) => sampleRegistrationNumber(n, 4020000000 + crypto.randomInt(1000) * 1000)
const base = crypto.randomInt(100_000)
const NUMBERS = {
  active: nth(base),
  liquidated: nth(base + 1),
  noReport: nth(base + 2),
  small: nth(base + 3),
  laterLiquidated: nth(base + 4),
  unknown: nth(base + 5),
}
/** A name the way the register writes it: quotes inside, and a `;`. */
const QUOTED_NAME = 'SIA "Kafija; "Tēja" un Co"'

const company = (regcode: string, extra: Partial<SampleCompany> = {}): SampleCompany => ({ regcode, name: `SIA "${regcode}"`, ...extra })

/** Statement ids as the register gives them: the same report keeps its id from one day's files to the next. */
let nextId = 700_000
const report = (regcode: string, year: number, extra: Partial<SampleReport> = {}): SampleReport => ({
  id: nextId++,
  regcode,
  year,
  employees: 8,
  turnover: 200_000,
  profit: 30_000,
  totalAssets: 120_000,
  equity: 80_000,
  ...extra,
})

/** The first files: every trap of the real ones. */
function firstRegister() {
  nextId = 700_000
  const companies = [
    company(NUMBERS.active, { name: QUOTED_NAME }),
    company(NUMBERS.liquidated, { closed: 'L', terminated: '2021-06-30' }),
    company(NUMBERS.noReport),
    company(NUMBERS.small),
    company(NUMBERS.laterLiquidated),
  ]
  const reports = [
    report(NUMBERS.active, LAST_YEAR, { sourceType: 'UGP' }),
    // A consolidated report of the same year comes after the annual one, whatever its id.
    report(NUMBERS.active, LAST_YEAR, { sourceType: 'UKGP', turnover: 9_999_999 }),
    report(NUMBERS.active, LAST_YEAR - 1, { rounded: 'THOUSANDS', turnover: 150, profit: -12, employees: 7 }),
    report(NUMBERS.active, 2012, { currency: 'LVL', turnover: 702_804, profit: 140_561 }),
    report(NUMBERS.active, 2000, { rounded: 'MILLIONS', currency: 'EUR', turnover: 2, profit: 1 }),
    report(NUMBERS.noReport, LAST_YEAR - 4),
    report(NUMBERS.small, LAST_YEAR, { turnover: 40_000 }),
    report(NUMBERS.laterLiquidated, LAST_YEAR),
  ]
  return { companies, reports }
}

let payload: Payload
let seller: TestUser
let category: Category
let folder: string

const counts = async () => {
  const { rows } = await payload.db.drizzle.execute<{ companies: string; reports: string }>(sql`
    SELECT (SELECT count(*) FROM registry_companies) AS companies, (SELECT count(*) FROM registry_reports) AS reports`)
  return { companies: Number(rows[0].companies), reports: Number(rows[0].reports) }
}

const filed = async (regcode: string) => {
  const { rows } = await payload.db.drizzle.execute<{
    year: number
    source_type: string
    turnover: string
    profit: string
    employees: number
  }>(sql`SELECT year, source_type, turnover, profit, employees FROM registry_reports WHERE regcode = ${regcode} ORDER BY year DESC`)
  return rows.map((row) => ({ ...row, turnover: Number(row.turnover), profit: Number(row.profit) }))
}

type Saved = { success?: boolean; id: number; slug: string; message?: string; error?: string; errors?: Record<string, string> }

const post = (registration_number: string, locale: 'lv' | 'en' = 'lv', person = seller) =>
  apiJson<Saved>('POST', `/api/listing/create?locale=${locale}`, {
    token: person.token,
    json: {
      title: `Kafejnīca ${crypto.randomBytes(3).toString('hex')}`,
      category_id: category.id,
      description: 'Kafejnīca ar terasi.',
      turnover: 260_000,
      profit: 31_000,
      employees: 8,
      registration_number,
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  markNextServer()
  await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('VARNISH_URLS', `http://127.0.0.1:${(varnish.address() as AddressInfo).port}`)
  seller = await createTestUser(payload, ['user'], {
    subscription: { plan_name: 'business', status: 'active', payment_schedule: 'monthly' },
  })
  category = await createCategory(payload)
  folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'registry-test-'))
  const { companies, reports } = firstRegister()
  await writeRegistryFiles(folder, { companies, reports, orphans: [{ statementId: 1_234_567, file: 'income' }], bom: true })
})

afterAll(async () => {
  await clearRegistry(payload)
  await fs.promises.rm(folder, { recursive: true, force: true })
  vi.unstubAllEnvs()
  varnish.close()
})

describe('registry: the import', () => {
  it('should load the files with their traps: quoted names, a BOM, THOUSANDS, MILLIONS and LVL, UKGP beside UGP, an orphan part', async () => {
    const result = await importRegistry(payload, folder)
    expect(result.register).toMatchObject({ skipped: false, rows: 5, checksumFailures: 0 })
    expect(result.reports).toMatchObject({ skipped: false, statements: 8, orphanParts: 1 })
    expect(await counts()).toEqual({ companies: 5, reports: 7 })

    const active = await companyFigures(payload, NUMBERS.active)
    expect(active).toMatchObject({ name: QUOTED_NAME, active: true, closed: null, year: LAST_YEAR, turnover: 200_000, employees: 8 })
    expect(await filed(NUMBERS.active)).toEqual([
      { year: LAST_YEAR, source_type: 'UGP', turnover: 200_000, profit: 30_000, employees: 8 },
      { year: LAST_YEAR - 1, source_type: 'UGP', turnover: 150_000, profit: -12_000, employees: 7 },
      // 702 804 lats are a million euros (1 EUR = 0.702804 LVL).
      { year: 2012, source_type: 'UGP', turnover: 1_000_000, profit: 200_000, employees: 8 },
      { year: 2000, source_type: 'UGP', turnover: 2_000_000, profit: 1_000_000, employees: 8 },
    ])
    expect(await companyFigures(payload, NUMBERS.liquidated)).toMatchObject({ active: false, closed: 'L', terminated: '2021-06-30' })
  })

  it('should change nothing when the same files are imported again, and skip them unless forced', async () => {
    const before = await counts()
    const forced = await importRegistry(payload, folder, { force: true })
    expect(forced.register).toMatchObject({ skipped: false, changed: 0, removed: 0 })
    expect(forced.reports).toMatchObject({ skipped: false, changed: 0, removed: 0 })
    expect(await counts()).toEqual(before)

    const again = await importRegistry(payload, folder)
    expect(again.register).toEqual({ skipped: true })
    expect(again.reports).toEqual({ skipped: true })
  })

  it('should skip a fresh download of the same content by its hash', async () => {
    const copy = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'registry-copy-'))
    try {
      for (const file of Object.values(REGISTRY_FILES)) {
        await fs.promises.copyFile(path.join(folder, file.name), path.join(copy, file.name))
        await fs.promises.utimes(path.join(copy, file.name), new Date(), new Date(Date.now() + 60_000))
      }
      const result = await importRegistry(payload, copy)
      expect(result.register).toEqual({ skipped: true })
      expect(result.reports).toEqual({ skipped: true })
    } finally {
      await fs.promises.rm(copy, { recursive: true, force: true })
    }
  })

  it('should refuse a folder without the files, saying which are missing', async () => {
    const empty = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'registry-empty-'))
    await expect(importRegistry(payload, empty)).rejects.toThrow(/register\.csv/)
    await fs.promises.rm(empty, { recursive: true, force: true })
  })

  it('should keep the loaded register whole when a file holds a value it cannot read, and leave no table half loaded', async () => {
    const LONG_SIBLINGS = (['income', 'balance'] as const).flatMap((file) =>
      Array.from({ length: 100_000 }, (_, n) => ({ statementId: 5_000_000 + n, file })),
    )
    const before = await counts()
    const { companies, reports } = firstRegister()
    const cases = [
      { name: 'a date', companies: companies.map((each, n) => (n === 1 ? { ...each, terminated: '2021-02-30' } : each)), reports },
      { name: 'a headcount', companies, reports: reports.map((each, n) => (n === 0 ? { ...each, employees: 1e12 } : each)) },
    ]
    for (const broken of cases) {
      const copy = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'registry-broken-'))
      try {
        // The sibling files are large, so their loads are still running when the broken one fails.
        await writeRegistryFiles(copy, { companies: broken.companies, reports: broken.reports, orphans: LONG_SIBLINGS, bom: true })
        await expect(importRegistry(payload, copy), broken.name).rejects.toThrow(/date|out of range/)
        // Refused only once every load has ended: none is still filling a table the cleanup has passed.
        const { rows: loading } = await payload.db.drizzle.execute<{ loads: string }>(
          sql`SELECT count(*) AS loads FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND query LIKE '%registry_next_%'`,
        )
        expect(Number(loading[0].loads), broken.name).toBe(0)
      } finally {
        await fs.promises.rm(copy, { recursive: true, force: true })
      }
      expect(await counts(), broken.name).toEqual(before)
      expect(await companyFigures(payload, NUMBERS.liquidated), broken.name).toMatchObject({ active: false, terminated: '2021-06-30' })
      expect(await filed(NUMBERS.active), broken.name).toHaveLength(4)
      const { rows } = await payload.db.drizzle.execute<{ tables: string }>(
        sql`SELECT count(*) AS tables FROM pg_tables WHERE tablename LIKE 'registry_next_%'`,
      )
      expect(Number(rows[0].tables), broken.name).toBe(0)
    }
  })
  it('should keep the register readable while a long reader holds back the import, and swap once the reader is done', async () => {
    const pool = databasePool(payload)
    const reader = await pool.connect()
    const other = await pool.connect()
    try {
      await reader.query('BEGIN')
      await reader.query('SELECT count(*) FROM registry_companies')
      let imported = false
      const importing = importRegistry(payload, folder, { force: true }).then((result) => {
        imported = true
        return result
      })
      // The import has loaded the files and now asks for the live tables.
      await expect
        .poll(
          async () => {
            const { rows } = await other.query<{ waiting: string }>(
              `SELECT count(*) AS waiting FROM pg_locks l JOIN pg_database d ON d.oid = l.database
               WHERE d.datname = current_database() AND NOT l.granted AND l.mode = 'AccessExclusiveLock'`,
            )
            return Number(rows[0].waiting)
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBeGreaterThan(0)
      // A page's read while the import waits: answered, not queued behind the import until the long reader ends.
      await other.query(`SET statement_timeout = 5000`)
      const { rows } = await other.query<{ companies: string }>('SELECT count(*) AS companies FROM registry_companies')
      expect(Number(rows[0].companies)).toBe(5)
      expect(imported).toBe(false)

      await reader.query('COMMIT')
      const result = await importing
      expect(result.register).toMatchObject({ skipped: false, changed: 0, removed: 0 })
      expect(await counts()).toEqual({ companies: 5, reports: 7 })
    } finally {
      await reader.query('ROLLBACK').catch(() => {})
      await other.query('RESET statement_timeout')
      reader.release()
      other.release()
    }
  }, 60_000)
})

describe('registry: listings', () => {
  let checked: Saved

  it('should show the badge on a listing of an active company, and its number and filed figures to the public only when the seller shows the number', async () => {
    const saved = await post(NUMBERS.active)
    expect(saved.status).toBe(201)
    checked = saved.body
    const filed = { checked: true, sample: false, year: LAST_YEAR, turnover: 200_000, profit: 30_000, employees: 8 }
    // The seller says 260 000 against 200 000 filed: the turnover strays by more than 20 %, told even while the figures are hidden.
    const listing = await getListingBySlug(payload, checked.slug, 'lv', null)
    expect(listing.registry).toEqual({
      ...filed,
      turnover: null,
      profit: null,
      employees: null,
      figures_hidden: true,
      differs: ['turnover'],
      flags: [],
    })
    expect(listing.registration_number).toBeNull()
    const own = await getOwnListing(payload, checked.id, 'lv', seller.user)
    expect(own.registry).toEqual({ ...filed, figures_hidden: false, differs: ['turnover'], flags: [] })

    const shows = await apiJson('POST', '/api/listing/create', {
      token: seller.token,
      json: {
        id: checked.id,
        title: 'Kafejnīca',
        category_id: category.id,
        description: 'Kafejnīca ar terasi.',
        registration_number_public: 1,
      },
    })
    expect(shows.status).toBe(200)
    const shown = await apiJson<{ listing: { registration_number: string | null; registry: RegistryFacts } }>(
      'GET',
      `/api/listing/get/${checked.slug}/slug`,
    )
    expect(shown.body.listing.registration_number).toBe(NUMBERS.active)
    expect(shown.body.listing.registry).toMatchObject({
      turnover: 200_000,
      profit: 30_000,
      employees: 8,
      figures_hidden: false,
      differs: ['turnover'],
    })
  })

  it.each([
    ['unknown', 'registry_not_found', 'registry.refused.notFound'],
    ['liquidated', 'registry_closed', 'registry.refused.closed'],
    ['noReport', 'registry_no_report', 'registry.refused.noReport'],
    ['small', 'registry_turnover', 'registry.refused.turnoverUnder'],
  ] as const)('should refuse a listing of a company %s with the reason in both languages, and save nothing', async (which, code, key) => {
    const before = await payload.count({ collection: 'listings', where: { owner: { equals: seller.user.id } } })
    for (const locale of ['lv', 'en'] as const) {
      const refused = await post(NUMBERS[which], locale)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe(code)
      const vars = { year: which === 'small' ? LAST_YEAR : requiredReportYear(new Date()), turnover: formatEuro(40_000, locale) }
      expect(refused.body.errors?.registration_number).toBe(translate(locale, key, vars))
    }
    expect((await payload.count({ collection: 'listings', where: { owner: { equals: seller.user.id } } })).totalDocs).toBe(before.totalDocs)
  })

  it('should name the field when a registration number has a wrong check digit, in both languages', async () => {
    for (const locale of ['lv', 'en'] as const) {
      const refused = await post('40103550819', locale)
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.registration_number).toBe(translate(locale, 'registry.numberCheckDigit'))
      expect(refused.body.errors?.registration_number).toMatch(locale === 'lv' ? /Reģistrācijas numurs/ : /registration number/)
    }
  })

  it('should hide a published listing whose company a later import shows liquidated, with a statement of reasons to its seller', async () => {
    const saved = await post(NUMBERS.laterLiquidated)
    expect(saved.status).toBe(201)
    const { companies, reports } = firstRegister()
    const later = companies.map((each) =>
      each.regcode === NUMBERS.laterLiquidated ? { ...each, closed: 'L' as const, terminated: '2026-01-15' } : each,
    )
    await writeRegistryFiles(folder, { companies: later, reports, orphans: [{ statementId: 1_234_567, file: 'income' }], bom: true })
    purged.length = 0

    const result = await importRegistry(payload, folder)
    expect(result.register).toMatchObject({ skipped: false, changed: 1 })
    expect(result.reports).toEqual({ skipped: true })
    expect(result.listings.hidden).toBe(1)

    const hidden = (await payload.findByID({ collection: 'listings', id: saved.body.id, depth: 0 })) as Listing
    expect(hidden).toMatchObject({ status: 'hidden', moderationReason: 'not_registered_lv' })
    expect(hidden.moderationNote).toBe(translate('lv', 'registry.closed.liquidated'))
    // A user's entries can bear the same number: the collection tells them apart.
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentCollection: { equals: 'listings' } }, { documentId: { equals: String(saved.body.id) } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.action, entry.reason])).toEqual([['listing_hide', 'not_registered_lv']])
    const [mail] = (await mailTo(seller.email)).filter(
      (each) => each.subject === translate('lv', 'email.moderation.listingHiddenByRegister.subject'),
    )
    expect(mail.text).toContain(translate('lv', 'moderation.reasons.not_registered_lv'))

    // Its page is refreshed: the tag of its page was purged.
    await vi.waitFor(() => expect(purged).toContain(listingTag(saved.body.slug)))
    // Once hidden, the next import leaves it be.
    expect((await importRegistry(payload, folder, { force: true })).listings.hidden).toBe(0)
  })

  it('should ask the seller once to update the figures when the company files a newer report, and refresh the listing page', async () => {
    const { companies, reports } = firstRegister()
    const newer = [...reports, report(NUMBERS.active, LAST_YEAR + 1, { turnover: 320_000, profit: 41_000, employees: 10 })]
    const liquidatedLater = companies.map((each) =>
      each.regcode === NUMBERS.laterLiquidated ? { ...each, closed: 'L' as const, terminated: '2026-01-15' } : each,
    )
    await writeRegistryFiles(folder, { companies: liquidatedLater, reports: newer, bom: true })
    purged.length = 0
    const subject = translate('lv', 'email.registerReport.subject', { year: LAST_YEAR + 1 })
    const before = (await mailTo(seller.email, { atLeast: 0, timeoutMs: 0 })).filter((mail) => mail.subject === subject).length

    const result = await importRegistry(payload, folder)
    expect(result.listings.asked).toBe(1)
    const asked = (await mailTo(seller.email, { atLeast: before + 1 })).filter((mail) => mail.subject === subject)
    expect(asked).toHaveLength(before + 1)
    expect(asked.at(-1)!.links.some((link) => link.endsWith(`/app/listing/edit/${checked.id}`))).toBe(true)
    await vi.waitFor(() => expect(purged).toContain(listingTag(checked.slug)))
    const listing = await getListingBySlug(payload, checked.slug, 'lv', null)
    expect(listing.registry).toMatchObject({ year: LAST_YEAR + 1, turnover: 320_000 })

    expect((await importRegistry(payload, folder, { force: true })).listings.asked).toBe(0)
  })
})

describe('registry: without data', () => {
  it('should check nothing and show no badge when no register is loaded', async () => {
    await clearRegistry(payload)
    const saved = await post(NUMBERS.unknown)
    expect(saved.status).toBe(201)
    expect((await getListingBySlug(payload, saved.body.slug, 'lv', null)).registry.checked).toBe(false)
  })
})
