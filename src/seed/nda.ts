import type { Payload, RequestContext } from 'payload'

import { NDA } from './data/nda'

/** Writes the demo NDA once (its version 2: one per language); an NDA an editor has already written is left alone. */
export async function seedNda(payload: Payload, context: RequestContext): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'nda', locale: 'lv', depth: 0, context })
  if (current.content) return false
  await payload.updateGlobal({ slug: 'nda', locale: 'lv', data: { content: NDA.lv }, context })
  await payload.updateGlobal({ slug: 'nda', locale: 'en', data: { content: NDA.en }, context })
  return true
}
