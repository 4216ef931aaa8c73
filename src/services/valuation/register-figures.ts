import type { Payload } from 'payload'

import { isValidRegistrationNumber } from '@/lib/registration-number'
import { companyFigures } from '@/services/registry/company-figures'

/** What the calculator takes from the Register of Enterprises: the newest filed report's figures, in whole euros. */
export type RegisterFigures = {
  year: number
  turnover: number | null
  profit: number | null
  equity: number | null
  employees: number | null
}

/**
 * The figures the calculator is prefilled with for a registration number: the company's newest
 * annual report as the register import loaded it (src/services/registry/). Null for a number
 * that is not valid, a company the register does not know, one that filed no report, or when
 * no register is loaded at all.
 */
export async function registerFigures(payload: Payload, regcode: string): Promise<RegisterFigures | null> {
  if (!isValidRegistrationNumber(regcode)) return null
  const company = await companyFigures(payload, regcode)
  if (!company || company.year === null) return null
  const { year, turnover, profit, equity, employees } = company
  return { year, turnover, profit, equity, employees }
}
