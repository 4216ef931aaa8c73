import type { Payload, RequestContext } from 'payload'

import { slugify } from '@/lib/slugs/slugify'

import { CATEGORIES, type CategoryKey } from './data/categories'
import { existingId } from './existing-id'
import { addMissingTitles } from './missing-titles'

/** Created in Latvian first, so the slug hook builds the slug from the Latvian title; then named in every language. */
export async function seedCategories(payload: Payload, context: RequestContext): Promise<Record<CategoryKey, number>> {
  const ids = {} as Record<CategoryKey, number>
  for (const { key, title, icon, order } of CATEGORIES) {
    const id =
      (await existingId(payload, 'categories', { slug: { equals: slugify(title.lv) } }, context)) ??
      (await payload.create({ collection: 'categories', locale: 'lv', data: { title: title.lv, icon, order }, context })).id
    await addMissingTitles(payload, 'categories', id, title, context)
    ids[key] = id
  }
  return ids
}
