import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Confidential listings (issue 34) changed two of the search's orders: by turnover a confidential
 * listing takes its place by its band's lower bound, and it has no price ÷ profit multiple. The
 * indexes of 20261124_052000_search_orders no longer matched those orders, so a search in them
 * sorted every listing it matched. These are the same orders' expressions, as searchOrder
 * (src/services/listings/public/search.ts) writes them; the band's bounds are the turnover scale
 * of that day (src/lib/listings/figure-bands.ts).
 */
const TURNOVER_BAND_FLOORS = [10_000_000, 5_000_000, 2_000_000, 1_000_000, 500_000, 250_000, 100_000, 0]

const turnoverBandFloor = `(CASE ${TURNOVER_BAND_FLOORS.map((floor) => `WHEN turnover >= ${floor} THEN ${floor}::numeric`).join(' ')} END)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP INDEX IF EXISTS listings_listed_turnover_desc_idx;
  DROP INDEX IF EXISTS listings_listed_multiple_idx;
  CREATE INDEX listings_listed_turnover_desc_idx ON listings (
    (CASE WHEN confidential THEN ${turnoverBandFloor} ELSE turnover END) DESC NULLS LAST, created_at DESC, id DESC
  ) WHERE listed;
  CREATE INDEX listings_listed_multiple_idx ON listings (
    (CASE WHEN profit > 0 AND price IS NOT NULL AND confidential IS NOT TRUE THEN price / profit END) ASC NULLS LAST, created_at DESC, id DESC
  ) WHERE listed;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  DROP INDEX IF EXISTS listings_listed_turnover_desc_idx;
  DROP INDEX IF EXISTS listings_listed_multiple_idx;
  CREATE INDEX listings_listed_turnover_desc_idx ON listings (turnover DESC NULLS LAST, created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_multiple_idx ON listings (
    (CASE WHEN profit > 0 AND price IS NOT NULL THEN price / profit END) ASC NULLS LAST, created_at DESC, id DESC
  ) WHERE listed;`),
  )
}
