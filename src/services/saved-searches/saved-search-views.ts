import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { relationId } from '@/lib/database/relation-id'
import { searchPath } from '@/lib/search/search-url'
import type { SavedSearch } from '@/payload-types'

import { describeSearch } from './describe-search'
import { readStoredFields, type SavedSearchFields } from './fields'
import type { SavedSearchView } from './saved-search-shapes'

export type SavedSearchRow = Pick<SavedSearch, 'id' | 'category' | 'search' | 'locale' | 'consentAt' | 'lastDigestAt' | 'unsubscribedAt'>

const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)
const distinct = (values: (number | undefined)[]) => [...new Set(values.filter((value): value is number => value !== undefined))]

/** The titles of these categories and municipalities in `locale`, by id, in two reads whatever the number of searches. */
async function titlesOf(payload: Payload, categoryIds: number[], locationIds: number[], locale: Locale) {
  const read = <C extends 'categories' | 'locations'>(collection: C, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : payload
          .find({
            collection,
            where: { id: { in: ids } },
            locale,
            depth: 0,
            pagination: false,
            select: { title: true, slug: true },
          })
          .then(({ docs }) => docs as { id: number; title: string; slug?: string | null }[])
  const [categories, locations] = await Promise.all([read('categories', categoryIds), read('locations', locationIds)])
  return {
    categories: new Map(categories.map((category) => [category.id, { id: category.id, slug: category.slug ?? '', title: category.title }])),
    locations: new Map(locations.map((location) => [location.id, location.title])),
  }
}

/**
 * Saved searches as their owner reads them, in `locale`: in words, with the search page's
 * address. A row whose stored fields are not a search (never written so) is left out.
 */
export async function savedSearchViews(payload: Payload, rows: SavedSearchRow[], locale: Locale): Promise<SavedSearchView[]> {
  const readable = rows.flatMap((row) => {
    const fields = readStoredFields(row.search)
    return fields ? [{ row, fields, categoryId: relationId(row.category) }] : []
  })
  const titles = await titlesOf(
    payload,
    distinct(readable.map(({ categoryId }) => categoryId)),
    distinct(readable.map(({ fields }) => fields.location)),
    locale,
  )
  return readable.map(({ row, fields, categoryId }) => {
    const category = categoryId === undefined ? null : (titles.categories.get(categoryId) ?? null)
    const location = fields.location === undefined ? null : titles.locations.get(fields.location)
    return {
      id: row.id,
      category,
      search: fields as Record<string, string | number>,
      description: describeSearch(fields, { category: category?.title, location }, locale),
      path: searchPath(locale, category?.slug || null, fields as SavedSearchFields),
      locale: row.locale,
      consent_at: new Date(row.consentAt).toISOString(),
      last_digest_at: isoOrNull(row.lastDigestAt),
      unsubscribed_at: isoOrNull(row.unsubscribedAt),
    }
  })
}
