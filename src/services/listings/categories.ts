import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import { MAX_ID } from '@/lib/form-fields'
import type { Category } from '@/payload-types'

import type { CategorySummary } from './listing-shapes'
import { publicCountsByCategory } from './public/listed'

/** A category named by its slug or its id (a slug wins when a slug looks like an id), or null. */
export async function findCategory(payload: Payload, ref: string, locale: Locale): Promise<Category | null> {
  const conditions: Where[] = [{ slug: { equals: ref } }]
  if (/^[1-9]\d*$/.test(ref) && Number(ref) <= MAX_ID) conditions.push({ id: { equals: Number(ref) } })
  const { docs } = await payload.find({
    collection: 'categories',
    where: { or: conditions },
    limit: 2,
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return docs.find((category) => category.slug === ref) ?? docs[0] ?? null
}

/** The category a filter names: undefined for '' or none (all categories); 404 when unknown. */
export async function categoryFilter(payload: Payload, ref: string | undefined, locale: Locale): Promise<Category | undefined> {
  if (!ref) return undefined
  const category = await findCategory(payload, ref, locale)
  if (!category) throw notFound('listing.categoryNotFound')
  return category
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

/** One category by its slug; 404 when there is none. */
export async function getCategory(payload: Payload, slug: string, locale: Locale): Promise<CategorySummary> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  if (!docs[0]) throw notFound('listing.categoryNotFound')
  return summarize(docs[0], await publicCountsByCategory(payload))
}
