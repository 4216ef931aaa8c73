import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Seller statistics (src/services/statistics/): one row per listing per day (Riga's calendar),
 * each event adding one to its column (INSERT … ON CONFLICT DO UPDATE), never a row per event.
 * The rows go with their listing.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "listing_daily_stats" (
  	"listing_id" integer NOT NULL REFERENCES "public"."listings"("id") ON DELETE cascade,
  	"day" date NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	"reveals" integer DEFAULT 0 NOT NULL,
  	"inquiries" integer DEFAULT 0 NOT NULL,
  	"favourites" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("listing_id", "day")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "listing_daily_stats";`)
}
