import type { Payload, RequestContext } from 'payload'

import { MUNICIPALITIES } from './data/municipalities'
import { existingId } from './existing-id'

/** Location ids by ATVK code, the key that never changes when a name is respelled. */
export async function seedLocations(payload: Payload, context: RequestContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const { atvk, title, kind, region } of MUNICIPALITIES) {
    const found = await existingId(payload, 'locations', { atvk: { equals: atvk } }, context)
    if (found !== undefined) {
      ids.set(atvk, found)
      continue
    }
    const created = await payload.create({ collection: 'locations', locale: 'lv', data: { title: title.lv, atvk, kind, region }, context })
    await payload.update({ collection: 'locations', id: created.id, locale: 'en', data: { title: title.en }, context })
    ids.set(atvk, created.id)
  }
  return ids
}
