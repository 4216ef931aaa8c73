import { sampleRegistrationNumber } from '@/seed/sample-register'

/*
 * The demo's registration numbers (src/seed/registry.ts loads a sample register with them); real
 * companies' numbers are not used. Kept apart from the seed, so browser tests read them cheaply.
 */

const DEMO_BASE = 4010900000

/** The registration number of the demo listing at `index` in LISTINGS. */
export const demoRegistrationNumber = (index: number) => sampleRegistrationNumber(index, DEMO_BASE)

/** Companies in the sample register that no demo listing uses, each passing the terms' checks: for listings posted on a demo site. */
export const SPARE_REGISTRATION_NUMBERS = [0, 1, 2, 3, 4].map((n) => sampleRegistrationNumber(500 + n, DEMO_BASE))

/** The demo listing (index in LISTINGS) VID rates B in the sample state files. */
export const RATED_B_LISTING = 1

/** The demo listing whose headcount VID's latest quarter does not bear out (its number is public, so the figures show). */
export const HEADCOUNT_MISMATCH_LISTING = 2

/** Companies of the sample register that each of the state's other files flags; no demo listing uses them (the calculator shows them). */
export const FLAGGED_REGISTRATION_NUMBERS = {
  insolvency: sampleRegistrationNumber(600, DEMO_BASE),
  legalProtection: sampleRegistrationNumber(601, DEMO_BASE),
  liquidation: sampleRegistrationNumber(602, DEMO_BASE),
  suspended: sampleRegistrationNumber(603, DEMO_BASE),
  suspendedByVid: sampleRegistrationNumber(604, DEMO_BASE),
  securingMeasure: sampleRegistrationNumber(605, DEMO_BASE),
  ratedC: sampleRegistrationNumber(606, DEMO_BASE),
  ratedN: sampleRegistrationNumber(607, DEMO_BASE),
}
