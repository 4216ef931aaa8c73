import type { Payload, RequestContext } from 'payload'

import { MUNICIPALITIES } from './data/municipalities'
import { existingId } from './existing-id'
import { addMissingTitles } from './missing-titles'

/** Location ids by ATVK code, the key that never changes when a name is respelled; each named in every language. */
export async function seedLocations(payload: Payload, context: RequestContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const { atvk, title, kind, region } of MUNICIPALITIES) {
    const id =
      (await existingId(payload, 'locations', { atvk: { equals: atvk } }, context)) ??
      (await payload.create({ collection: 'locations', locale: 'lv', data: { title: title.lv, atvk, kind, region }, context })).id
    await addMissingTitles(payload, 'locations', id, title, context)
    ids.set(atvk, id)
  }
  return ids
}
