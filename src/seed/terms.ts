import type { Payload, RequestContext } from 'payload'

import { TERMS } from './data/terms'

/** Writes the terms of use once; terms an editor has already written are left alone. */
export async function seedTerms(payload: Payload, context: RequestContext): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'terms', locale: 'lv', depth: 0, context })
  if (current.content) return false
  await payload.updateGlobal({ slug: 'terms', locale: 'lv', data: TERMS.lv, context })
  await payload.updateGlobal({ slug: 'terms', locale: 'en', data: TERMS.en, context })
  return true
}
