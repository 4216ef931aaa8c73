import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { importRegistry } from '@/services/registry/import-registry'
import { type SampleCompany, type SampleRegister, type SampleReport, writeRegistryFiles } from '@/seed/sample-register'
import { requiredReportYear } from '@/services/registry/terms-check'

import { LISTINGS, type ListingSeed } from './data/listings'
import {
  demoRegistrationNumber,
  FLAGGED_REGISTRATION_NUMBERS,
  HEADCOUNT_MISMATCH_LISTING,
  RATED_B_LISTING,
  SPARE_REGISTRATION_NUMBERS,
} from './data/registration-numbers'

/*
 * A generated sample of the Register of Enterprises for the demo: a company for each demo listing,
 * with three years of annual reports, and a few spare companies that pass the terms for listings
 * posted on a demo site (the browser tests use them). Loaded as sample data, so the site says so.
 * The state's files come with it: every demo company rated A, paying taxes that fit its listing,
 * but for one rated B and one whose headcount VID's latest quarter does not bear out; and a
 * company for each other red flag, listed nowhere (the calculator shows them).
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
  for (const [kind, regcode] of Object.entries(FLAGGED_REGISTRATION_NUMBERS))
    yield { regcode, name: `SIA "Paraugs ar brīdinājumu; ${kind}"` }
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
  for (const regcode of [...SPARE_REGISTRATION_NUMBERS, ...Object.values(FLAGGED_REGISTRATION_NUMBERS)]) {
    for (const year of years)
      yield { id: id++, regcode, year, employees: 5, turnover: 180_000, profit: 20_000, totalAssets: 90_000, equity: 60_000 }
  }
}

/** `YYYY-MM-DD` as DD.MM.YYYY, padded as VID writes it. */
const vidDate = (iso: string) => ` ${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} `

/** The quarter before `now`'s, as VID labels it: the quarterly file holds the latest one finished. */
function lastQuarter(now: Date): string {
  const quarter = Math.floor(now.getUTCMonth() / 3)
  return quarter === 0 ? `${now.getUTCFullYear() - 1}. gada 4. ceturksnis` : `${now.getUTCFullYear()}. gada ${quarter}. ceturksnis`
}

/** Taxes as a tenth of the turnover a year, in thousands of euros as VID counts them. */
const thousands = (euros: number) => (euros / 1000).toFixed(2)

function stateFiles(lastYear: number, now: Date): NonNullable<SampleRegister['state']> {
  const flagged = FLAGGED_REGISTRATION_NUMBERS
  const demo = [...LISTINGS.entries()].map(([index, listing]) => ({ index, listing, regcode: demoRegistrationNumber(index) }))
  const since = `${lastYear + 1}-03-02`
  return {
    insolvency: [
      { proceeding_id: 1, debtor_registration_number: flagged.insolvency, proceeding_started_on: since, proceeding_form: 'INSOLVENCY' },
      {
        proceeding_id: 2,
        debtor_registration_number: flagged.legalProtection,
        proceeding_started_on: since,
        proceeding_form: 'LEGAL_PROTECTION',
      },
    ],
    liquidations: [{ legal_entity_registration_number: flagged.liquidation, liquidation_type: 'MEMBERS', date_from: since }],
    suspensions: [{ legal_entity_registration_number: flagged.suspended, suspension_code: 'P', date_from: since }],
    securing: [{ legal_entity_registration_number: flagged.securingMeasure, securing_measure_type: 'ARREST', date_from: since }],
    vidSuspensions: [
      {
        Registracijas_kods: `'${flagged.suspendedByVid}'`,
        Lemuma_datums: vidDate(since),
        Aizliegts_veikt_darijumus_no: vidDate(since),
        Aizliegts_veikt_darijumus_lidz: '  ',
        Lemuma_par_atjaunosanu_datums: '  ',
      },
    ],
    rating: [
      ...demo.map(({ index, regcode }) => ({
        Registracijas_kods: regcode,
        Reitings: index === RATED_B_LISTING ? 'B' : 'A',
        Informacijas_atjaunosanas_datums: vidDate(`${lastYear}-05-15`),
      })),
      { Registracijas_kods: flagged.ratedC, Reitings: 'C', Informacijas_atjaunosanas_datums: vidDate(`${lastYear}-05-15`) },
      { Registracijas_kods: flagged.ratedN, Reitings: 'N', Informacijas_atjaunosanas_datums: vidDate(`${lastYear}-05-15`) },
    ],
    // The quarter's taxes fit each listing's turnover at its company's own rate (a tenth a year).
    quarterly: demo.map(({ index, listing, regcode }) => ({
      Registracijas_kods: regcode,
      Taksacijas_gads_ceturksnis: lastQuarter(now),
      Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: thousands(listing.turnover / 40),
      Videjais_nodarbinato_personu_skaits_cilv:
        index === HEADCOUNT_MISMATCH_LISTING ? Math.round(listing.employees * 0.4) : listing.employees,
    })),
    yearly: demo.map(({ index, listing, regcode }) => ({
      Registracijas_kods: regcode,
      Taksacijas_gads: lastYear,
      Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR: thousands(filedTurnover(listing, index) / 10),
      Videjais_nodarbinato_personu_skaits_cilv: listing.employees,
    })),
  }
}

/** Writes the sample register's files and imports them as sample data (nothing changes when they are loaded already). */
export async function seedRegistry(payload: Payload, now = new Date()): Promise<void> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bizness-register-'))
  try {
    // Last calendar year's reports: filed, whatever the month (terms-check.ts asks for no newer).
    const lastYear = Math.max(requiredReportYear(now), now.getUTCFullYear() - 1)
    await writeRegistryFiles(folder, { companies: demoCompanies(), reports: [...demoReports(lastYear)], state: stateFiles(lastYear, now) })
    await importRegistry(payload, folder, { sample: true })
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true })
  }
}
