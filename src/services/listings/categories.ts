import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Category } from '@/payload-types'

import type { CategorySummary } from './listing-shapes'
import { publicCountsByCategory } from './public/listed'

/** The category a call names by its slug or its id, among `categories` (a slug wins when a slug looks like an id). */
export function pickCategory<C extends { id: number; slug: string }>(categories: C[], ref: string): C | undefined {
  return categories.find((category) => category.slug === ref) ?? categories.find((category) => String(category.id) === ref)
}

const summarize = (category: Category, counts: Map<number, number>): CategorySummary => ({
  id: category.id,
  slug: category.slug ?? '',
  title: category.title,
  icon: category.icon ?? null,
  count: counts.get(category.id) ?? 0,
})

/** Every category in its `order`, titled in `locale`, with its count of public listings. */
export async function listCategories(payload: Payload, locale: Locale): Promise<CategorySummary[]> {
  const [{ docs }, counts] = await Promise.all([
    payload.find({
      collection: 'categories',
      sort: ['order', 'id'],
      pagination: false,
      depth: 0,
      locale,
      overrideAccess: false,
    }),
    publicCountsByCategory(payload),
  ])
  return docs.map((category) => summarize(category, counts))
}
