import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * A listing's planning region (issue 14), kept by the database beside its municipality, as
 * `listed` and `search_text` are: a trigger sets it on every write of location_id (the foreign
 * key's own "set null" included), and another carries an editor's change of a municipality's
 * region to its listings. A region filter then reads one column of the listing, with a partial
 * index in the newest-first order, instead of looking up every municipality of the region.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE listings ADD COLUMN region enum_locations_region;

  CREATE FUNCTION listings_set_region() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.region := (SELECT region FROM locations WHERE id = NEW.location_id);
    RETURN NEW;
  END $$;
  CREATE TRIGGER listings_set_region BEFORE INSERT OR UPDATE OF location_id ON listings
    FOR EACH ROW EXECUTE FUNCTION listings_set_region();

  CREATE FUNCTION locations_spread_region() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE listings SET region = NEW.region WHERE location_id = NEW.id AND region IS DISTINCT FROM NEW.region;
    RETURN NULL;
  END $$;
  CREATE TRIGGER locations_spread_region AFTER UPDATE OF region ON locations
    FOR EACH ROW EXECUTE FUNCTION locations_spread_region();

  UPDATE listings l SET region = p.region FROM locations p WHERE p.id = l.location_id;
  CREATE INDEX listings_listed_region_newest_idx ON listings (region, created_at DESC, id DESC) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS listings_listed_region_newest_idx;
  DROP TRIGGER IF EXISTS locations_spread_region ON locations;
  DROP FUNCTION IF EXISTS locations_spread_region();
  DROP TRIGGER IF EXISTS listings_set_region ON listings;
  DROP FUNCTION IF EXISTS listings_set_region();
  ALTER TABLE listings DROP COLUMN IF EXISTS region;`)
}
