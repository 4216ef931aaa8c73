import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicListingSql } from '@/access/publicListingsOrOwn'
import { routing, type Locale } from '@/i18n/routing'
import type { CategoryIcon } from '@/lib/listings/category-icons'
import { figureBand } from '@/lib/listings/figure-bands'
import { type StatisticalRegion, statisticalRegionSql } from '@/lib/listings/statistical-regions'
import { publicFace } from '@/services/confidential/public-face'

import type { PublicListing } from '../listing-shapes'
import { type ListingSearch, searchConditions, searchOrder } from './search'
import { attachmentDownloadUrl, isoDate } from './view'

type CardRow = {
  id: number
  slug: string | null
  title: string
  description: string
  price: string | null
  category_id: number
  category_slug: string | null
  category_title: string | null
  category_icon: CategoryIcon | null
  confidential: boolean | null
  location_id: number | null
  statistical_region: StatisticalRegion | null
  location_title: string | null
  shares_to_sold: string | null
  turnover: string | null
  profit: string | null
  employees: string | null
  image: string | null
  image_alt: string | null
  attachment: string | null
  has_contact: boolean
  featured: boolean | null
  red_flags: boolean
  created_at: Date | string
  expiry_date: Date | string
}

/** PostgreSQL's numeric arrives as text. */
const amount = (value: string | null) => (value === null ? null : Number(value))

/** A card as the public sees it: a confidential listing's public face (src/services/confidential/public-face.ts). */
const toCard = (row: CardRow): PublicListing =>
  publicFace({
    id: row.id,
    slug: row.slug ?? '',
    title: row.title,
    description: row.description,
    price: amount(row.price),
    category: { id: row.category_id, title: row.category_title ?? '', slug: row.category_slug ?? '', icon: row.category_icon },
    confidential: Boolean(row.confidential),
    location: row.location_id === null ? null : { id: row.location_id, title: row.location_title ?? '' },
    statistical_region: row.statistical_region,
    shares_to_sold: amount(row.shares_to_sold),
    turnover: amount(row.turnover),
    profit: amount(row.profit),
    employees: amount(row.employees),
    turnover_band: figureBand('turnover', amount(row.turnover)),
    profit_band: figureBand('profit', amount(row.profit)),
    employees_band: figureBand('employees', amount(row.employees)),
    image: row.image,
    image_alt: row.image === null ? null : row.image_alt,
    attachment: row.attachment,
    attachment_url: row.attachment === null ? null : attachmentDownloadUrl(row.id),
    has_contact: row.has_contact,
    featured: Boolean(row.featured),
    red_flags: row.red_flags,
    created_at: isoDate(row.created_at),
    expiry_date: isoDate(row.expiry_date),
  })

/**
 * A page of public listings as cards, newest first, in one statement: the listing, its sector
 * and municipality titled in `locale` (falling back to the default language, as Payload does),
 * its card image, its attachment's name, whether it has both contacts and any red flag
 * (src/services/registry/red-flags.ts). The lists are the
 * busiest reads of the site; read through Payload, every card cost its field hooks and three
 * more queries' worth of documents (docs/decisions/041-public-listings-kept-by-the-database.md). The visibility
 * rule is the access rule's own, in SQL (publicListingSql); contacts never leave the query,
 * only whether both exist.
 */
export async function publicCards(
  payload: Payload,
  {
    categoryId,
    featuredOnly = false,
    search,
    offset,
    limit,
  }: { categoryId?: number; featuredOnly?: boolean; search?: ListingSearch; offset: number; limit: number },
  locale: Locale,
): Promise<PublicListing[]> {
  // Empty as Payload's fallback counts it for text: no row, NULL or ''.
  const title = (table: 'categories_locales' | 'locations_locales', id: ReturnType<typeof sql>) =>
    sql`coalesce(
      (SELECT nullif(t.title, '') FROM ${sql.raw(table)} t WHERE t._parent_id = ${id} AND t._locale = ${locale}),
      (SELECT t.title FROM ${sql.raw(table)} t WHERE t._parent_id = ${id} AND t._locale = ${routing.defaultLocale}))`
  const order = searchOrder(search)
  // The page is picked first, on the partial index; the rest is looked up for its rows only, in
  // subqueries rather than joins, which PostgreSQL would spend longer ordering than running.
  const { rows } = await payload.db.drizzle.execute<CardRow>(sql`
    SELECT l.id, l.slug, l.title, l.description, l.price, l.shares_to_sold, l.turnover, l.profit, l.employees,
      l.featured, l.confidential, l.created_at, l.expiry_date,
      l.category_id, (SELECT c.slug FROM categories c WHERE c.id = l.category_id) AS category_slug,
      (SELECT c.icon FROM categories c WHERE c.id = l.category_id) AS category_icon,
      ${title('categories_locales', sql`l.category_id`)} AS category_title,
      l.location_id, ${title('locations_locales', sql`l.location_id`)} AS location_title,
      (SELECT ${statisticalRegionSql('o')} FROM locations o WHERE o.id = l.location_id) AS statistical_region,
      coalesce(m.sizes_card_url, m.url) AS image, coalesce(nullif(m.alt, ''), l.title) AS image_alt,
      coalesce(nullif(a.original_name, ''), a.filename) AS attachment,
      (btrim(coalesce(l.phone, '')) <> '' AND btrim(coalesce(l.email, '')) <> '') AS has_contact,
      EXISTS (SELECT 1 FROM registry_listing_flags f WHERE f.listing_id = l.id) AS red_flags
    FROM (
      SELECT * FROM listings l
      WHERE ${publicListingSql()}
        ${categoryId === undefined ? sql.empty() : sql`AND l.category_id = ${categoryId}`}
        ${featuredOnly ? sql`AND l.featured` : sql.empty()}
        ${sql.join(
          searchConditions(search).map((condition) => sql`AND ${condition}`),
          sql` `,
        )}
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}
    ) l
    LEFT JOIN media m ON m.id = l.image_id
    LEFT JOIN attachments a ON a.id = l.attachment_id
    ORDER BY ${order}`)
  return rows.map(toCard)
}

/**
 * How many public listings match a search, counted no further than `cap` + 1: past the deepest
 * page nobody reads them, and a count over every match would grow with the site.
 */
export async function countMatching(
  payload: Payload,
  { categoryId, search, cap }: { categoryId?: number; search: ListingSearch; cap: number },
): Promise<number> {
  const { rows } = await payload.db.drizzle.execute<{ count: string }>(sql`
    SELECT count(*) AS count FROM (
      SELECT 1 FROM listings l
      WHERE ${publicListingSql()}
        ${categoryId === undefined ? sql.empty() : sql`AND l.category_id = ${categoryId}`}
        ${sql.join(
          searchConditions(search).map((condition) => sql`AND ${condition}`),
          sql` `,
        )}
      LIMIT ${cap + 1}
    ) matches`)
  return Number(rows[0]?.count ?? 0)
}
