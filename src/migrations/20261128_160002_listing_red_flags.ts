import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The red flags each listing has (src/services/registry/red-flags.ts), recorded when it is saved
 * and after each import: the page, the cards' badge and the "no red flags" search read them, and
 * an import compares what it finds with them to act on new flags once and drop ended ones. A
 * flag is told apart by its key (its start; a rating by its letter; a mismatch is one).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE registry_listing_flags (
    listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
    kind text NOT NULL,
    source text NOT NULL,
    key text NOT NULL,
    since date,
    until date,
    detail text,
    stated numeric,
    state numeric,
    date_of_data date,
    PRIMARY KEY (listing_id, kind, source, key)
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE registry_listing_flags;`)
}
