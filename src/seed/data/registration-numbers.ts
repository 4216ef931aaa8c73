import { sampleRegistrationNumber } from '@/services/registry/sample-files'

/*
 * The demo's registration numbers (src/seed/registry.ts loads a sample register with them); real
 * companies' numbers are not used. Kept apart from the seed, so browser tests read them cheaply.
 */

const DEMO_BASE = 4010900000

/** The registration number of the demo listing at `index` in LISTINGS. */
export const demoRegistrationNumber = (index: number) => sampleRegistrationNumber(index, DEMO_BASE)

/** Companies in the sample register that no demo listing uses, each passing the terms' checks: for listings posted on a demo site. */
export const SPARE_REGISTRATION_NUMBERS = [0, 1, 2, 3, 4].map((n) => sampleRegistrationNumber(500 + n, DEMO_BASE))
