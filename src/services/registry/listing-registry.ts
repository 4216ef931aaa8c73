import type { Payload } from 'payload'

import { differsFromFiled, REGISTRY_FIGURES } from '@/lib/registry-difference'
import type { Listing } from '@/payload-types'
import type { RegistryFacts } from '@/services/listings/listing-shapes'

import { companyFigures } from './company-figures'
import { listingFlags } from './red-flags'

const UNCHECKED: Omit<RegistryFacts, 'flags'> = {
  checked: false,
  sample: false,
  year: null,
  turnover: null,
  profit: null,
  employees: null,
  figures_hidden: false,
  differs: [],
}

/**
 * Who reads the facts: the public sees the filed figures only when the seller shows the number,
 * since the register is open data and exact filed figures would find the company as surely as its
 * number, and never a confidential listing's number; `whole`, those who see a confidential
 * listing whole (src/services/confidential/sees-whole.ts), read it as the public reads any other;
 * the owner (their edit screen) always sees them.
 */
export type RegistryReader = 'public' | 'whole' | 'owner'

/**
 * What a listing's page says about its company in the register: the badge (checked), the newest
 * filed figures for a company found active, which of the seller's figures stray from them, and
 * the red flags of the state's open data (their figures under the same rule as the filed ones).
 * The number itself is read with overrideAccess, as a seller may keep it from the public: only
 * these facts leave this function, and the number when the seller shows it.
 */
export async function listingRegistry(
  payload: Payload,
  listing: Pick<Listing, 'id' | 'turnover' | 'profit' | 'employees'>,
  reader: RegistryReader,
): Promise<{ registration_number: string | null; registry: RegistryFacts }> {
  const stored = await payload.findByID({
    collection: 'listings',
    id: listing.id,
    select: { registration_number: true, registration_number_public: true, confidential: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const number = stored?.registration_number ?? null
  const anonymous = reader === 'public' && Boolean(stored?.confidential)
  const shown = stored?.registration_number_public && !anonymous ? number : null
  const hidden = reader !== 'owner' && shown === null
  const [company, flags] = await Promise.all([number ? companyFigures(payload, number) : null, listingFlags(payload, listing.id, !hidden)])
  if (!company?.active) return { registration_number: shown, registry: { ...UNCHECKED, flags } }
  return {
    registration_number: shown,
    registry: {
      flags,
      checked: true,
      sample: company.sample,
      year: company.year,
      turnover: hidden ? null : company.turnover,
      profit: hidden ? null : company.profit,
      employees: hidden ? null : company.employees,
      figures_hidden: hidden,
      differs: REGISTRY_FIGURES.filter((figure) => differsFromFiled(listing[figure] ?? null, company[figure])),
    },
  }
}
