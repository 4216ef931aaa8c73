import type { Payload } from 'payload'

import { isValidRegistrationNumber } from '@/lib/registration-number'
import type { RedFlag } from '@/services/listings/listing-shapes'
import { companyFigures } from '@/services/registry/company-figures'
import { companyFlags } from '@/services/registry/red-flags'

/** What the calculator takes from the Register of Enterprises: the newest filed report's figures, in whole euros. */
export type RegisterFigures = {
  year: number
  turnover: number | null
  profit: number | null
  equity: number | null
  employees: number | null
  /** The state's red flags for the company (src/services/registry/red-flags.ts), shown beside the figures. */
  flags: RedFlag[]
}

/**
 * The figures the calculator is prefilled with for a registration number: the company's newest
 * annual report as the register import loaded it (src/services/registry/), and the red flags the
 * state's open data show for it. Null for a number
 * that is not valid, a company the register does not know, one that filed no report, or when
 * no register is loaded at all.
 */
export async function registerFigures(payload: Payload, regcode: string): Promise<RegisterFigures | null> {
  if (!isValidRegistrationNumber(regcode)) return null
  const [company, flags] = await Promise.all([companyFigures(payload, regcode), companyFlags(payload, regcode)])
  if (!company || company.year === null) return null
  const { year, turnover, profit, equity, employees } = company
  return { year, turnover, profit, equity, employees, flags }
}
