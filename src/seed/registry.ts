import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { importRegistry } from '@/services/registry/import-registry'
import { type SampleCompany, type SampleReport, writeRegistryFiles } from '@/services/registry/sample-files'
import { requiredReportYear } from '@/services/registry/terms-check'

import { LISTINGS, type ListingSeed } from './data/listings'
import { demoRegistrationNumber, SPARE_REGISTRATION_NUMBERS } from './data/registration-numbers'

/*
 * A generated sample of the Register of Enterprises for the demo: a company for each demo listing,
 * with three years of annual reports, and a few spare companies that pass the terms for listings
 * posted on a demo site (the browser tests use them). Loaded as sample data, so the site says so.
 */

/** Every seventh company filed a turnover well below what its listing says, so the demo shows the note. */
const filedTurnover = (listing: ListingSeed, index: number) => (index % 7 === 3 ? Math.round(listing.turnover * 0.7) : listing.turnover)

function* demoCompanies(): Iterable<SampleCompany> {
  for (const [index, listing] of LISTINGS.entries()) {
    yield {
      regcode: demoRegistrationNumber(index),
      name: `SIA "Paraugs ${index + 1}; ${listing.title.split(' ')[0]}"`,
      atvk: listing.atvk ?? undefined,
    }
  }
  for (const [index, regcode] of SPARE_REGISTRATION_NUMBERS.entries()) yield { regcode, name: `SIA "Paraugs rezervē ${index + 1}"` }
}

function* demoReports(lastYear: number): Iterable<SampleReport> {
  let id = 9_000_000
  const years = [lastYear - 2, lastYear - 1, lastYear]
  for (const [index, listing] of LISTINGS.entries()) {
    for (const [age, year] of [...years].reverse().entries()) {
      const shrink = 1 - age * 0.08
      yield {
        id: id++,
        regcode: demoRegistrationNumber(index),
        year,
        employees: listing.employees,
        turnover: Math.round(filedTurnover(listing, index) * shrink),
        profit: Math.round(listing.profit * shrink),
        totalAssets: Math.round(listing.price * 0.8),
        equity: Math.round(listing.price * 0.5),
      }
    }
  }
  for (const regcode of SPARE_REGISTRATION_NUMBERS) {
    for (const year of years)
      yield { id: id++, regcode, year, employees: 5, turnover: 180_000, profit: 20_000, totalAssets: 90_000, equity: 60_000 }
  }
}

/** Writes the sample register's files and imports them as sample data (nothing changes when they are loaded already). */
export async function seedRegistry(payload: Payload, now = new Date()): Promise<void> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bizness-register-'))
  try {
    // Last calendar year's reports: filed, whatever the month (terms-check.ts asks for no newer).
    const lastYear = Math.max(requiredReportYear(now), now.getUTCFullYear() - 1)
    await writeRegistryFiles(folder, { companies: demoCompanies(), reports: [...demoReports(lastYear)] })
    await importRegistry(payload, folder, { sample: true })
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true })
  }
}
