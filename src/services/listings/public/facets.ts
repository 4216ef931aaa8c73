import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicListingSql } from '@/access/publicListingsOrOwn'
import { statisticalRegionSql } from '@/lib/listings/statistical-regions'

import { SEARCHED_LISTINGS_MAX } from './lists'
import { type ListingSearch, REGIONS, type Region, regionOfListing, searchConditions } from './search'

type SQL = ReturnType<typeof sql>

/**
 * Each option's count stops here: past it the page says '100+'. Counting every match for every
 * option would grow with the site (at 100 000 listings the 43 municipalities' counts took 140 ms
 * capped at 1 000, 30 ms at 100); a buyer choosing between options needs the order of size.
 */
export const FACET_CAP = 100

/** Price bands a buyer can pick with one tap; the last has no upper bound. */
export const PRICE_BANDS = [
  { min: undefined, max: 50_000 },
  { min: 50_000, max: 150_000 },
  { min: 150_000, max: 500_000 },
  { min: 500_000, max: 1_500_000 },
  { min: 1_500_000, max: undefined },
] as const satisfies readonly { min?: number; max?: number }[]

/**
 * How many public listings each option of a filter would leave, every other active filter
 * applied; plain records (by id or region), since the pages keep them in Next's JSON data cache.
 */
export type Facets = {
  categories: Record<number, number>
  regions: Partial<Record<Region, number>>
  locations: Record<number, number>
  /** By index of PRICE_BANDS. */
  priceBands: number[]
}

const without = (search: ListingSearch, ...parts: ('location' | 'region' | 'price')[]): ListingSearch => ({
  ...search,
  location: parts.includes('location') ? undefined : search.location,
  region: parts.includes('region') ? undefined : search.region,
  ranges: parts.includes('price') ? { ...search.ranges, price: undefined } : search.ranges,
})

/**
 * Up to this many matches, every option's count is exact, from one pass over the matches; past
 * it, each option is counted on its own up to FACET_CAP. A narrow search (words, a municipality)
 * is counted fast the first way, a broad one the second; neither reads the whole site. As far as
 * the search's own total is counted: a broad search reads no more for the first way than it must.
 */
export const FACET_SCAN = SEARCHED_LISTINGS_MAX

/** The public listings `search` matches in the category (if any), `extra` too: SQL for a FROM. */
const matching = (search: ListingSearch, categoryId: number | undefined, extra: SQL, now: Date) => sql`
  listings l WHERE ${publicListingSql(now)} AND ${extra}
    ${categoryId === undefined ? sql.empty() : sql`AND l.category_id = ${categoryId}`}
    ${sql.join(
      searchConditions(search).map((condition) => sql`AND ${condition}`),
      sql` `,
    )}`

/** The matches under `extra`, counted no further than FACET_CAP + 1. */
const cappedCount = (search: ListingSearch, categoryId: number | undefined, extra: SQL, now: Date) =>
  sql`(SELECT count(*) FROM (SELECT 1 FROM ${matching(search, categoryId, extra, now)} LIMIT ${FACET_CAP + 1}) matches)`

const priceIn = (band: (typeof PRICE_BANDS)[number]) =>
  sql.join(
    [
      sql`true`,
      ...(band.min === undefined ? [] : [sql`l.price >= ${band.min}`]),
      ...(band.max === undefined ? [] : [sql`l.price <= ${band.max}`]),
    ],
    sql` AND `,
  )

type Row = { key: string | number | null; count: string }
type Execute = <T extends Record<string, unknown>>(query: SQL) => Promise<T[]>

const counts = (rows: Row[]) =>
  Object.fromEntries(rows.filter((row) => row.key !== null).map((row) => [row.key, Number(row.count)])) as Record<string, number>

/**
 * One filter's counts by `key` (a column of `l`): exact from the first FACET_SCAN + 1 matches
 * when there are no more; else each of `options` (SQL naming `key`'s value per option row)
 * counted up to FACET_CAP, under `eachOption` when a condition of `search` is implied by every
 * option (it would only lead PostgreSQL away from the index that starts with `key`). One
 * statement either way: the second half runs only when the first did not suffice (its condition
 * is a one-time filter), so a page sends as many statements whatever the size of the site.
 * `only` narrows the matches counted (both ways).
 */
async function filterCounts(
  execute: Execute,
  {
    search,
    eachOption = search,
    categoryId,
    key,
    options,
    only = sql`true`,
    now,
    scan,
  }: {
    search: ListingSearch
    eachOption?: ListingSearch
    categoryId?: number
    key: SQL
    options: SQL
    only?: SQL
    now: Date
    scan: number
  },
): Promise<Record<string, number>> {
  return counts(
    await execute<Row>(sql`WITH scanned AS (
        SELECT key, count(*) AS count
        FROM (SELECT ${key} AS key FROM ${matching(search, categoryId, only, now)} LIMIT ${scan + 1}) m GROUP BY key
      ), exact AS (SELECT coalesce(sum(count), 0) <= ${scan} AS exact FROM scanned)
      SELECT key, count FROM scanned WHERE (SELECT exact FROM exact)
      UNION ALL
      SELECT o.key, ${cappedCount(eachOption, categoryId, sql`${only} AND ${key} = o.key`, now)} AS count FROM ${options}
      WHERE NOT (SELECT exact FROM exact)`),
  )
}

/** The price bands' counts, the same two ways in one statement. */
async function bandCounts(
  execute: Execute,
  { search, categoryId, now, scan }: { search: ListingSearch; categoryId?: number; now: Date; scan: number },
): Promise<number[]> {
  const each = (count: (band: (typeof PRICE_BANDS)[number]) => SQL) =>
    sql.join(
      PRICE_BANDS.map((band, index) => sql`${count(band)} AS ${sql.raw(`band_${index}`)}`),
      sql`, `,
    )
  const [row] = await execute<Record<string, string>>(sql`WITH scanned AS (
      SELECT count(*) AS total, ${each((band) => sql`count(*) FILTER (WHERE ${priceIn(band)})`)}
      FROM (SELECT l.price FROM ${matching(search, categoryId, sql`true`, now)} LIMIT ${scan + 1}) l
    )
    SELECT ${sql.raw(PRICE_BANDS.map((_, index) => `band_${index}`).join(', '))} FROM scanned WHERE total <= ${scan}
    UNION ALL
    SELECT ${each((band) => cappedCount(search, categoryId, priceIn(band), now))} WHERE (SELECT total FROM scanned) > ${scan}`)
  return PRICE_BANDS.map((_, index) => Number(row?.[`band_${index}`] ?? 0))
}

/**
 * A confidential listing is found by every municipality of its statistical region, its one public
 * place (search.ts), so each municipality of `places` counts the confidential matches of its
 * region, the same for all of them: the count says what choosing it finds, and nothing of where
 * the listing is. At most `scan` + 1 confidential matches are read, as the other counts read.
 */
async function confidentialCounts(
  execute: Execute,
  { search, categoryId, places, now, scan }: { search: ListingSearch; categoryId?: number; places: SQL; now: Date; scan: number },
): Promise<Record<string, number>> {
  return counts(
    await execute<Row>(sql`WITH confidential AS (
        SELECT ${regionOfListing} AS region FROM ${matching(search, categoryId, sql`l.confidential`, now)} LIMIT ${scan + 1}
      )
      SELECT o.key, (SELECT count(*) FROM confidential c WHERE c.region = ${statisticalRegionSql('place')}) AS count
      FROM ${places} JOIN locations place ON place.id = o.key`),
  )
}

/**
 * The counts beside every option of the search form, each with every other active filter: a
 * category's count keeps the search but not the category; a region's drops the region and
 * municipality; a municipality's drops only itself (only the chosen region's are counted, the
 * form offers no others); a price band's drops the price range.
 */
export async function searchFacets(
  payload: Payload,
  { categoryId, search }: { categoryId?: number; search: ListingSearch },
  { now = new Date(), scan = FACET_SCAN }: { now?: Date; scan?: number } = {},
): Promise<Facets> {
  const execute: Execute = (query) => payload.db.drizzle.execute(query).then(({ rows }) => rows as never)
  const regionSearch = without(search, 'region', 'location')
  const regions = sql`unnest(${sql.raw(`ARRAY[${REGIONS.map((region) => `'${region}'`).join(',')}]`)}::enum_locations_region[]) AS o(key)`
  const places = sql`(SELECT id AS key FROM locations ${search.region ? sql`WHERE region = ${search.region}` : sql.empty()}) o`
  const [categories, regionCounts, publicPlaces, confidentialPlaces, priceBands] = await Promise.all([
    filterCounts(execute, { search, key: sql`l.category_id`, options: sql`(SELECT id AS key FROM categories) o`, now, scan }),
    filterCounts(execute, { search: regionSearch, categoryId, key: sql`l.region`, options: regions, now, scan }),
    filterCounts(execute, {
      search: without(search, 'location'),
      // A municipality's listings are all in its region, and only the chosen region's are offered.
      eachOption: without(search, 'location', 'region'),
      categoryId,
      key: sql`l.location_id`,
      options: places,
      // A confidential listing's municipality is not public, not even as one in a count.
      only: sql`l.confidential IS NOT TRUE`,
      now,
      scan,
    }),
    confidentialCounts(execute, { search: without(search, 'location'), categoryId, places, now, scan }),
    bandCounts(execute, { search: without(search, 'price'), categoryId, now, scan }),
  ])
  const locations = Object.fromEntries(
    Object.entries(confidentialPlaces).map(([id, confidential]) => [id, (publicPlaces[Number(id)] ?? 0) + confidential]),
  )
  return { categories, regions: regionCounts, locations, priceBands }
}
