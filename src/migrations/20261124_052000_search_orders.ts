import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The search's sorts as partial indexes over the listed rows, each in exactly the order
 * searchOrder (src/services/listings/public/search.ts) writes: PostgreSQL then walks the index
 * and stops at the page's last row, checking the filters as it goes, instead of sorting every
 * listing that matches them (which grows with the site).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX listings_listed_price_asc_idx ON listings (price ASC NULLS LAST, created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_price_desc_idx ON listings (price DESC NULLS LAST, created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_turnover_desc_idx ON listings (turnover DESC NULLS LAST, created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_multiple_idx ON listings (
    (CASE WHEN profit > 0 AND price IS NOT NULL THEN price / profit END) ASC NULLS LAST, created_at DESC, id DESC
  ) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS listings_listed_price_asc_idx;
  DROP INDEX IF EXISTS listings_listed_price_desc_idx;
  DROP INDEX IF EXISTS listings_listed_turnover_desc_idx;
  DROP INDEX IF EXISTS listings_listed_multiple_idx;`)
}
