/*
 * The query parameters of a search page (/bizness?q=…, /{category}?region=…): the optional
 * fields of POST /api/listing/index under the same names, and the page number. Kept free of
 * imports: next.config.ts reads them to send a searched address to the search page.
 */

export const RANGE_NAMES = ['price', 'turnover', 'profit', 'share', 'employees'] as const

export const SEARCH_FIELD_NAMES = [
  'q',
  ...RANGE_NAMES.flatMap((name) => [`${name}_min`, `${name}_max`] as const),
  'location',
  'region',
  'no_red_flags',
  'sort',
] as const

export type SearchFieldName = (typeof SEARCH_FIELD_NAMES)[number]

/** A search's page beyond the first (?lapa=2), as the listings pages' /lapa/{n}. */
export const SEARCH_PAGE_PARAM = 'lapa'
