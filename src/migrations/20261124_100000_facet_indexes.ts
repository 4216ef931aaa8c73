import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The search page's counts past FACET_SCAN matches count each option on its own, up to FACET_CAP
 * (src/services/listings/public/facets.ts). Each index here leads with an option's column and
 * ends with the price, so an option's count under a price range (and, for sectors, a region;
 * for municipalities, a sector) reads only its own matching entries: about FACET_CAP of them,
 * whatever the size of the site.
 * The expiry date, the one part of the public rule past `listed`, rides along (INCLUDE), so such
 * a count, and a search's capped total, read the index alone once vacuum has marked the table's
 * pages visible. Without them PostgreSQL combined a sector's and a region's bitmaps, thousands
 * of rows each (at 100 000 listings: 15 sectors 62 ms, now about 1 ms; a sector page's 43
 * municipalities 570 ms, now 1.5 ms).
 *
 * The listed-but-expired count every list subtracts (services/listings/public/listed.ts) gets
 * the sector beside its expiry date for the same reason: otherwise PostgreSQL read the whole
 * (sector, region, price) index, in sector order, instead of the few expired entries (0.03 ms
 * against 6 ms at 100 000).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX listings_listed_category_region_price_idx ON listings (category_id, region, price) INCLUDE (expiry_date) WHERE listed;
  CREATE INDEX listings_listed_region_price_idx ON listings (region, price) INCLUDE (expiry_date) WHERE listed;
  CREATE INDEX listings_listed_location_price_idx ON listings (location_id, category_id, price) INCLUDE (expiry_date) WHERE listed;
  DROP INDEX listings_listed_expiry_idx;
  CREATE INDEX listings_listed_expiry_idx ON listings (expiry_date) INCLUDE (category_id) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS listings_listed_category_region_price_idx;
  DROP INDEX IF EXISTS listings_listed_region_price_idx;
  DROP INDEX IF EXISTS listings_listed_location_price_idx;
  DROP INDEX IF EXISTS listings_listed_expiry_idx;
  CREATE INDEX listings_listed_expiry_idx ON listings (expiry_date) WHERE listed;`)
}
