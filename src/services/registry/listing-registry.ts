import type { Payload } from 'payload'

import type { Listing } from '@/payload-types'
import type { RegistryFacts } from '@/services/listings/listing-shapes'

import { companyFigures } from './company-figures'

const UNCHECKED: RegistryFacts = { checked: false, sample: false, year: null, turnover: null, profit: null, employees: null }

/**
 * What a listing's page says about its company in the register: the badge (checked) and the
 * newest filed figures, for a company found active. The number itself is read with
 * overrideAccess, as a seller may keep it from the public: only these facts leave this function,
 * and the number when the seller shows it.
 */
export async function listingRegistry(
  payload: Payload,
  listing: Pick<Listing, 'id'>,
): Promise<{ registration_number: string | null; registry: RegistryFacts }> {
  const stored = await payload.findByID({
    collection: 'listings',
    id: listing.id,
    select: { registration_number: true, registration_number_public: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const number = stored?.registration_number ?? null
  const shown = stored?.registration_number_public ? number : null
  const company = number ? await companyFigures(payload, number) : null
  if (!company?.active) return { registration_number: shown, registry: UNCHECKED }
  return {
    registration_number: shown,
    registry: {
      checked: true,
      sample: company.sample,
      year: company.year,
      turnover: company.turnover,
      profit: company.profit,
      employees: company.employees,
    },
  }
}
