import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

export type LocationOption = { id: number; title: string }

/** Every municipality, alphabetically in the reader's language, for filters and the listing form. */
export async function listLocations(payload: Payload, locale: Locale): Promise<LocationOption[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    locale,
    limit: 0,
    depth: 0,
    select: { title: true },
    overrideAccess: false,
  })
  return docs.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, locale))
}
