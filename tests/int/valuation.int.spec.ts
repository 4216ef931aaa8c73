import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readValuationParams, valuationHref } from '@/lib/valuation/valuation-params'
import { assetValue } from '@/services/valuation/asset-value'
import { comparableValue } from '@/services/valuation/comparables'
import { registerFigures } from '@/services/valuation/register-figures'
import { CAPITALISATION_RATE_RANGE, capitalisedProfitValue, DEFAULT_CAPITALISATION_RATE } from '@/services/valuation/income-value'
import { sectorMultiples } from '@/services/valuation/sector-multiples'
import { valueCompany } from '@/services/valuation/value-company'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { clearRegistry, putRegistryCompany } from '../helpers/registry'
import { createTestUser } from '../helpers/users'

describe('the income method (capitalised profit)', () => {
  it('should value the article’s example: 50 000 profit at 20 % is 50 000 ÷ 0.20 = 250 000', () => {
    expect(DEFAULT_CAPITALISATION_RATE).toBe(20)
    expect(capitalisedProfitValue(50_000, 20)).toBe(250_000)
  })

  it('should follow the rate the person picks: 50 000 ÷ 0.25 = 200 000; 36 000 ÷ 0.15 = 240 000', () => {
    expect(capitalisedProfitValue(50_000, 25)).toBe(200_000)
    expect(capitalisedProfitValue(36_000, 15)).toBe(240_000)
  })

  it('should give no income value for a loss, no profit or no rate', () => {
    expect(capitalisedProfitValue(-10_000, 20)).toBeNull()
    expect(capitalisedProfitValue(0, 20)).toBeNull()
    expect(capitalisedProfitValue(50_000, 0)).toBeNull()
  })
})

describe('the asset method (equity)', () => {
  it('should value a company at its equity: assets 400 000 − liabilities 220 000 = 180 000', () => {
    expect(assetValue(400_000 - 220_000)).toEqual({ value: 180_000, negativeEquity: false })
  })

  it('should value a company that owes more than it owns at 0, and say so: 150 000 − 170 000 = −20 000', () => {
    expect(assetValue(150_000 - 170_000)).toEqual({ value: 0, negativeEquity: true })
  })
})

describe('the comparables method', () => {
  it('should multiply the figure by the median and the range: 50 000 × 5 = 250 000, × 4 = 200 000, × 8 = 400 000', () => {
    expect(comparableValue({ count: 3, median: 5, min: 4, max: 8 }, 50_000)).toEqual({
      value: 250_000,
      low: 200_000,
      high: 400_000,
      count: 3,
      multiple: 5,
    })
  })

  it('should give no value without listings to compare or without a positive figure', () => {
    expect(comparableValue(null, 50_000)).toBeNull()
    expect(comparableValue({ count: 3, median: 5, min: 4, max: 8 }, -1_000)).toBeNull()
  })
})

describe('the sector’s multiples, computed over its public listings', () => {
  let payload: Payload
  let categoryId: number

  /*
   * Five listings of one sector, each price scaled to the whole company (price × 100 ÷ share):
   *   A  300 000 for 100 % → 300 000; profit 60 000 → 5;   turnover 600 000 → 0.5
   *   B  120 000 for  50 % → 240 000; profit 30 000 → 8;   turnover 400 000 → 0.6
   *   C   90 000 for 100 % →  90 000; a loss      → none;  turnover 300 000 → 0.3
   *   D  160 000 for 100 % → 160 000; profit 40 000 → 4;   turnover 200 000 → 0.8
   *   E  no price: nothing;  F hidden: nothing
   * price ÷ profit:   4, 5, 8           → median 5,                     range 4–8,     3 listings
   * price ÷ turnover: 0.3, 0.5, 0.6, 0.8 → median (0.5 + 0.6) ÷ 2 = 0.55, range 0.3–0.8, 4 listings
   */
  beforeAll(async () => {
    payload = await testPayload()
    const seller = await createTestUser(payload)
    categoryId = (await createCategory(payload)).id
    const listing = (data: Parameters<typeof createListing>[3]) => createListing(payload, seller.user.id, categoryId, data)
    await listing({ price: 300_000, shares_to_sold: 100, profit: 60_000, turnover: 600_000 })
    await listing({ price: 120_000, shares_to_sold: 50, profit: 30_000, turnover: 400_000 })
    await listing({ price: 90_000, shares_to_sold: 100, profit: -5_000, turnover: 300_000 })
    await listing({ price: 160_000, shares_to_sold: 100, profit: 40_000, turnover: 200_000 })
    await listing({ price: null, shares_to_sold: 100, profit: 10_000, turnover: 100_000 })
    await listing({ price: 1_000_000, shares_to_sold: 100, profit: 1_000, turnover: 1_000, status: 'hidden' })
  })

  it('should give the median, the range and how many listings each multiple rests on', async () => {
    const sector = (await sectorMultiples(payload)).find((each) => each.categoryId === categoryId)
    expect(sector?.byProfit).toEqual({ count: 3, median: 5, min: 4, max: 8 })
    expect(sector?.byTurnover).toMatchObject({ count: 4, min: 0.3, max: 0.8 })
    expect(sector?.byTurnover?.median).toBeCloseTo(0.55, 10)
  })

  it('should value a company of the sector by all three methods and give their range', async () => {
    const sector = (await sectorMultiples(payload)).find((each) => each.categoryId === categoryId)!
    // Profit 50 000, turnover 500 000, equity 180 000, rate 20 %:
    //   income      50 000 ÷ 0.20          = 250 000
    //   assets      equity                 = 180 000
    //   by profit   50 000 × 5             = 250 000 (200 000–400 000)
    //   by turnover 500 000 × 0.55         = 275 000 (150 000–400 000)
    //   range       lowest 180 000, highest 275 000
    const valuation = valueCompany({ profit: 50_000, turnover: 500_000, equity: 180_000, ratePercent: 20 }, sector)
    expect(valuation.income).toBe(250_000)
    expect(valuation.assets).toEqual({ value: 180_000, negativeEquity: false })
    expect(valuation.byProfit).toEqual({ value: 250_000, low: 200_000, high: 400_000, count: 3, multiple: 5 })
    expect(valuation.byTurnover).toMatchObject({ value: 275_000, low: 150_000, high: 400_000, count: 4 })
    expect(valuation.range).toEqual({ low: 180_000, high: 275_000 })
  })

  it('should give no comparables for a sector without priced public listings', async () => {
    const empty = (await createCategory(payload)).id
    expect((await sectorMultiples(payload)).find((each) => each.categoryId === empty)).toBeUndefined()
    expect(valueCompany({ profit: null, turnover: null, equity: null, ratePercent: 20 }, null).range).toBeNull()
  })
})

describe('the calculator’s address', () => {
  it('should read euros as people type them and a rate with a comma', () => {
    const { params, errors } = readValuationParams(
      { sector: 'kafejnicas', profit: '50 000', turnover: '1\u00a0200\u00a0000 €', equity: '-20 000', rate: '17,5' },
      CAPITALISATION_RATE_RANGE,
    )
    expect(errors).toEqual({})
    expect(params).toEqual({ regcode: null, sector: 'kafejnicas', profit: 50_000, turnover: 1_200_000, equity: -20_000, rate: 17.5 })
  })

  it('should name what it cannot read, and leave blanks out', () => {
    const { params, errors } = readValuationParams({ profit: 'daudz', turnover: '', rate: '150' }, CAPITALISATION_RATE_RANGE)
    expect(errors).toEqual({ profit: 'valuation.errors.euros', rate: 'valuation.errors.rate' })
    expect(params).toEqual({ regcode: null, sector: null, profit: null, turnover: null, equity: null, rate: null })
  })

  it('should link to the calculator with the figures given', () => {
    expect(valuationHref({ sector: 'kafejnicas', profit: 30_000, turnover: null })).toBe(
      '/vertesanas-kalkulators?sector=kafejnicas&profit=30000',
    )
    expect(valuationHref({})).toBe('/vertesanas-kalkulators')
  })
})

describe('the prefill from the Register of Enterprises', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    // Valid numbers (check digit): 40103550818 filed two reports, 40003000002 none, 40203000005 is not in the register.
    await putRegistryCompany(payload.db.pool, {
      regcode: '40103550818',
      name: 'SIA "Kafija; un Co"',
      reports: [
        { year: 2023, statementId: 1, employees: 5, turnover: 400_000, profit: 30_000, totalAssets: 250_000, equity: 120_000 },
        { year: 2024, statementId: 2, employees: 6, turnover: 520_000, profit: 48_000, totalAssets: 300_000, equity: 150_000 },
      ],
    })
    await putRegistryCompany(payload.db.pool, { regcode: '40003000002', name: 'SIA Bez pārskata' })
  })

  afterAll(() => clearRegistry(payload))

  it('should prefill the newest filed report’s figures by registration number, spaces allowed', async () => {
    const figures = { year: 2024, turnover: 520_000, profit: 48_000, equity: 150_000, employees: 6, flags: [] }
    expect(await registerFigures(payload, '40103550818')).toEqual(figures)
    expect(await registerFigures(payload, '401 0355 0818')).toEqual(figures)
  })

  it('should give the company’s red flags beside the figures', async () => {
    await payload.db.pool.query(
      `INSERT INTO registry_vid_rating ("Registracijas_kods", "Reitings", "Informacijas_atjaunosanas_datums") VALUES ('''40103550818''', 'C', ' 02.05.2025 ')`,
    )
    expect((await registerFigures(payload, '40103550818'))?.flags).toEqual([
      { kind: 'tax_rating', since: '2025-05-02', source: 'vid_rating', date_of_data: null, rating: 'C' },
    ])
  })

  it('should prefill nothing for an invalid number, an unknown company or one without a report', async () => {
    expect(await registerFigures(payload, '40103550819')).toBeNull()
    expect(await registerFigures(payload, '40203000005')).toBeNull()
    expect(await registerFigures(payload, '40003000002')).toBeNull()
  })

  it('should read a registration number from the address and refuse a wrong check digit', () => {
    expect(readValuationParams({ regcode: '4010 3550 818' }, CAPITALISATION_RATE_RANGE).params.regcode).toBe('40103550818')
    const wrong = readValuationParams({ regcode: '40103550819' }, CAPITALISATION_RATE_RANGE)
    expect(wrong.errors).toEqual({ regcode: 'valuation.errors.regcode' })
    expect(wrong.params.regcode).toBeNull()
  })
})
