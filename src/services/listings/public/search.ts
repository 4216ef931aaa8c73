import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { bandBoundSql, type BandedFigure, FIGURE_BANDS } from '@/lib/listings/figure-bands'
import { statisticalRegionSql } from '@/lib/listings/statistical-regions'
import { RANGE_NAMES } from '@/lib/search/search-param-names'

type SQL = ReturnType<typeof sql>

/** The planning regions of the 2021 reform; a municipality's region is kept on it (locations.region) and on its listings (listings.region). */
export const REGIONS = ['riga', 'vidzeme', 'kurzeme', 'zemgale', 'latgale'] as const
export type Region = (typeof REGIONS)[number]

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'turnover_desc', 'multiple_asc'] as const
export type Sort = (typeof SORTS)[number]

/** The figures a search can bound, each by the listing column that holds it. */
export type RangeName = (typeof RANGE_NAMES)[number]
export const RANGES: Record<RangeName, string> = {
  price: 'price',
  turnover: 'turnover',
  profit: 'profit',
  share: 'shares_to_sold',
  employees: 'employees',
}
export type Range = { min?: number; max?: number }

/** What a buyer narrows the public listings by; every part optional, all of them together. */
export type ListingSearch = {
  /**
   * Words that must all appear in the title or description, or in the name of the listing's
   * category in any language (a Russian word finds a category by its Russian name), ignoring case
   * and diacritics, in Latin or Cyrillic letters.
   */
  q?: string
  ranges?: Partial<Record<RangeName, Range>>
  location?: number
  region?: Region
  /** Only listings the state's open data show no red flag for (src/services/registry/red-flags.ts). */
  noRedFlags?: boolean
  /** relevance (the default with words): listings whose title holds every word first, then newest. */
  sort?: Sort
  /** Only listings created after `after` and up to `until`: what is new to a saved search. */
  created?: { after: Date; until: Date }
}

/** At most this many words count; a query longer than that is a paste, not a search. */
export const MAX_WORDS = 8

/** The words of a query, as typed (folding happens in the database, with the same rule as the stored text). */
export const searchWords = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)

/** A word as a LIKE pattern that matches it anywhere: its own %, _ and \ taken literally. */
const containing = (word: string) => sql`'%' || bizness_fold(${word.replace(/[\\%_]/g, '\\$&')}) || '%'`

/** Whether a search asks for anything beyond the plain list (so it cannot be answered from the kept counts and cached pages). */
export const isSearch = (search: ListingSearch | undefined): boolean =>
  Boolean(
    search &&
    (searchWords(search.q).length > 0 ||
      search.location !== undefined ||
      search.region !== undefined ||
      search.created !== undefined ||
      search.noRedFlags === true ||
      Object.values(search.ranges ?? {}).some((range) => range?.min !== undefined || range?.max !== undefined) ||
      (search.sort !== undefined && search.sort !== 'newest' && search.sort !== 'relevance')),
  )

const isBanded = (name: RangeName): name is BandedFigure => name in FIGURE_BANDS

/**
 * A bound on a figure: the figure itself, or a confidential listing's band of it, which matches
 * when it reaches into the range (src/lib/listings/figure-bands.ts): the public face's bands are
 * all a search may learn of its figures.
 */
function boundCondition(name: RangeName, end: 'min' | 'max', value: number): SQL {
  const column = sql.raw(`l.${RANGES[name]}`)
  const exact = end === 'min' ? sql`${column} >= ${value}` : sql`${column} <= ${value}`
  if (!isBanded(name)) return exact
  const band =
    end === 'min'
      ? sql`coalesce(${bandBoundSql(name, column, 'to')} > ${value}, ${column} IS NOT NULL)`
      : sql`${bandBoundSql(name, column, 'from')} <= ${value}`
  return sql`(CASE WHEN l.confidential THEN ${band} ELSE ${exact} END)`
}

/** The statistical region of the municipality of `l`, or of the one with this id. */
export const regionOfListing = sql`(SELECT ${statisticalRegionSql('o')} FROM locations o WHERE o.id = l.location_id)`
const regionOfLocation = (id: number) => sql`(SELECT ${statisticalRegionSql('o')} FROM locations o WHERE o.id = ${id})`

/**
 * The search's conditions over `l` (listings), each an AND beside the public rule; bounds are
 * inclusive. A confidential listing matches through its public face only: a municipality by its
 * statistical region, a figure range by its band, words by its title and description.
 */
export function searchConditions(search: ListingSearch | undefined): SQL[] {
  if (!search) return []
  const conditions: SQL[] = searchWords(search.q).map(
    (word) =>
      sql`(l.search_text LIKE ${containing(word)} OR l.category_id IN (SELECT c._parent_id FROM categories_locales c WHERE bizness_fold(c.title) LIKE ${containing(word)}))`,
  )
  for (const [name, range] of Object.entries(search.ranges ?? {}) as [RangeName, Range | undefined][]) {
    if (range?.min !== undefined) conditions.push(boundCondition(name, 'min', range.min))
    if (range?.max !== undefined) conditions.push(boundCondition(name, 'max', range.max))
  }
  if (search.location !== undefined)
    conditions.push(
      sql`(CASE WHEN l.confidential THEN ${regionOfListing} = ${regionOfLocation(search.location)} ELSE l.location_id = ${search.location} END)`,
    )
  if (search.region !== undefined) conditions.push(sql`l.region = ${search.region}`)
  if (search.noRedFlags) conditions.push(sql`NOT EXISTS (SELECT 1 FROM registry_listing_flags f WHERE f.listing_id = l.id)`)
  if (search.created) {
    conditions.push(sql`l.created_at > ${search.created.after.toISOString()}`, sql`l.created_at <= ${search.created.until.toISOString()}`)
  }
  return conditions
}

/** The order results come in: the one asked for, else best matches first with words, else newest first (relevance without words is newest). */
export function sortInEffect(search: ListingSearch | undefined): Sort {
  const hasWords = searchWords(search?.q).length > 0
  const sort = search?.sort ?? (hasWords ? 'relevance' : 'newest')
  return sort === 'relevance' && !hasWords ? 'newest' : sort
}

/**
 * The order of a search's results, over `l`, with the id last so pages never overlap. The
 * multiple is price ÷ profit, lowest first; listings without a price or a profit (loss-makers
 * and those that did not say) have none and come last.
 */
export function searchOrder(search: ListingSearch | undefined): SQL {
  const newest = sql`l.created_at DESC, l.id DESC`
  const words = searchWords(search?.q)
  switch (sortInEffect(search)) {
    case 'price_asc':
      return sql`l.price ASC NULLS LAST, ${newest}`
    case 'price_desc':
      return sql`l.price DESC NULLS LAST, ${newest}`
    case 'turnover_desc':
      // A confidential listing takes its place by its band's lower bound, not by its turnover.
      return sql`(CASE WHEN l.confidential THEN ${bandBoundSql('turnover', sql`l.turnover`, 'from')} ELSE l.turnover END) DESC NULLS LAST, ${newest}`
    case 'multiple_asc':
      // A confidential listing's multiple would tell its profit: it has none, as listings without a profit.
      return sql`CASE WHEN l.profit > 0 AND l.price IS NOT NULL AND l.confidential IS NOT TRUE THEN l.price / l.profit END ASC NULLS LAST, ${newest}`
    case 'relevance': {
      const inTitle = sql.join(
        words.map((word) => sql`bizness_fold(l.title) LIKE ${containing(word)}`),
        sql` AND `,
      )
      return sql`(${inTitle}) DESC, ${newest}`
    }
    default:
      return newest
  }
}

/** The largest figure a bound may name: more than any company's price, within PostgreSQL's numeric. */
export const MAX_AMOUNT = 1e12
const QUERY_MAX = 200

const bound = z.number({ error: 'listing.amountInvalid' }).min(0, 'listing.amountInvalid').max(MAX_AMOUNT, 'listing.amountInvalid')
const rangeFields = Object.fromEntries(
  RANGE_NAMES.flatMap((name) => [
    [`${name}_min`, bound.optional()],
    [`${name}_max`, bound.optional()],
  ]),
) as Record<`${RangeName}_${'min' | 'max'}`, z.ZodOptional<typeof bound>>

/**
 * A search as the index call takes it: flat fields, each optional, so a client adds only what it
 * narrows by. A range whose minimum is above its maximum is refused on the maximum's field.
 */
export const searchFields = {
  q: z.string({ error: 'listing.searchTooLong' }).max(QUERY_MAX, 'listing.searchTooLong').optional(),
  ...rangeFields,
  location: z.number({ error: 'listing.locationInvalid' }).int('listing.locationInvalid').positive('listing.locationInvalid').optional(),
  region: z.enum(REGIONS, { error: 'listing.regionInvalid' }).optional(),
  // A page's address says it as text (?no_red_flags=true, a ticked box's 1); the call as a boolean.
  no_red_flags: z
    .preprocess(
      (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value),
      z.boolean({ error: 'listing.noRedFlagsInvalid' }),
    )
    .optional(),
  sort: z.enum(SORTS, { error: 'listing.sortInvalid' }).optional(),
}

type SearchFieldValues = { [K in keyof typeof searchFields]?: z.output<(typeof searchFields)[K]> }

/** Adds the refusal of an inverted range to an object schema holding searchFields. */
export function refuseInvertedRanges(values: SearchFieldValues, ctx: z.RefinementCtx): void {
  for (const name of RANGE_NAMES) {
    const min = values[`${name}_min`]
    const max = values[`${name}_max`]
    if (min !== undefined && max !== undefined && min > max)
      ctx.addIssue({ code: 'custom', message: 'listing.rangeInverted', path: [`${name}_max`] })
  }
}

/** The search the fields describe. */
export function searchOf(values: SearchFieldValues): ListingSearch {
  const ranges: Partial<Record<RangeName, Range>> = {}
  for (const name of RANGE_NAMES) {
    const range = { min: values[`${name}_min`], max: values[`${name}_max`] }
    if (range.min !== undefined || range.max !== undefined) ranges[name] = range
  }
  return {
    q: values.q,
    ranges,
    location: values.location,
    region: values.region,
    noRedFlags: values.no_red_flags === true ? true : undefined,
    sort: values.sort,
  }
}
