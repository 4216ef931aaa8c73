import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import type { Region } from './public/search'

export type LocationOption = { id: number; title: string; region: Region }

/** Every municipality, alphabetically in the reader's language, for filters and the listing form. */
export async function listLocations(payload: Payload, locale: Locale): Promise<LocationOption[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    locale,
    limit: 0,
    depth: 0,
    select: { title: true, region: true },
    overrideAccess: false,
  })
  return docs.map(({ id, title, region }) => ({ id, title, region })).sort((a, b) => a.title.localeCompare(b.title, locale))
}
