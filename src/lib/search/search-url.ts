import { defaultLocale, type Locale } from '@/i18n/routing'

import { SEARCH_FIELD_NAMES, SEARCH_PAGE_PARAM } from './search-param-names'

/** A search's fields as an address, a form or a saved search holds them ('price_max' → '100000' or 100000). */
export type SearchPathFields = Partial<Record<string, string | number | boolean | null | undefined>>

/**
 * A search's query string: its filled fields under the call's own names, in the form's order
 * (empty ones and names that are no search field left out, so a search always has the same
 * address), and a page past the first.
 */
export function searchQuery(fields: SearchPathFields, page = 1): string {
  const query = new URLSearchParams()
  for (const name of SEARCH_FIELD_NAMES) {
    const value = fields[name]
    if (value !== undefined && value !== null && value !== false && String(value).trim() !== '') query.set(name, String(value).trim())
  }
  if (page > 1) query.set(SEARCH_PAGE_PARAM, String(page))
  return query.toString()
}

/**
 * The search page's address for a search, with its language prefix (lv none, en /en): /bizness
 * for every category, /{categorySlug} for one. A path: e-mails put the site's origin before it.
 */
export function searchPath(locale: Locale, categorySlug: string | null, fields: SearchPathFields): string {
  const path = `${locale === defaultLocale ? '' : `/${locale}`}/${categorySlug || 'bizness'}`
  const query = searchQuery(fields)
  return query ? `${path}?${query}` : path
}
