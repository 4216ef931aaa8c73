import type { Payload } from 'payload'

import { companiesFigures } from '@/services/registry/company-figures'

/** Legal forms the register writes before a name (SIA "Koks"), which people leave out. */
const LEGAL_FORM = /^(SIA|AS|IK|ZS|KS|PS|KB|Biedrība|Nodibinājums)\s+/i

/** Lower case without diacritics, quotes or extra spaces: how a name is compared. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/["'„“”«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/**
 * What of its company a confidential listing's own words give away: its registered name (as the
 * register has it, without the legal form) or its registration number, however spaced; null
 * when neither. The public reads the title and description of a confidential listing as they are.
 */
export async function companyNamedIn(
  payload: Payload,
  { text, registrationNumber }: { text: string; registrationNumber: string | null | undefined },
): Promise<'name' | 'number' | null> {
  if (!registrationNumber) return null
  if (text.replace(/[\s\u00a0-]/g, '').includes(registrationNumber)) return 'number'
  const company = (await companiesFigures(payload, [registrationNumber])).get(registrationNumber)
  const name = company && folded(company.name.replace(LEGAL_FORM, ''))
  return name && folded(text).includes(name) ? 'name' : null
}
