import type { Payload, RequestContext } from 'payload'

import { slugify } from '@/lib/slugs/slugify'

import { CATEGORIES, type CategoryKey } from './data/categories'
import { existingId } from './existing-id'

/** Created in Latvian first, so the slug hook builds the slug from the Latvian title. */
export async function seedCategories(payload: Payload, context: RequestContext): Promise<Record<CategoryKey, number>> {
  const ids = {} as Record<CategoryKey, number>
  for (const { key, title, icon, order } of CATEGORIES) {
    const found = await existingId(payload, 'categories', { slug: { equals: slugify(title.lv) } }, context)
    if (found !== undefined) {
      ids[key] = found
      continue
    }
    const created = await payload.create({ collection: 'categories', locale: 'lv', data: { title: title.lv, icon, order }, context })
    for (const locale of ['en', 'ru'] as const) {
      await payload.update({ collection: 'categories', id: created.id, locale, data: { title: title[locale] }, context })
    }
    ids[key] = created.id
  }
  return ids
}
