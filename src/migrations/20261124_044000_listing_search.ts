import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Search over listings (issue 14), kept by the database as `listed` is:
 * - bizness_fold(text): lower case without diacritics ('Ražošana' → 'razosana'), through the
 *   unaccent extension. Marked immutable so an index may use it: unaccent's rules file is fixed
 *   for a given server, which is what immutability needs here.
 * - listings.search_text: title and description folded, set by a trigger on every write.
 * - a trigram index over the listed rows' search_text, which answers "contains this word" (LIKE
 *   '%word%') without reading every listing. PostgreSQL has no Latvian stemmer; substrings of
 *   folded words find 'kafejnica' in 'Kafejnīcas' and 'razosana' in 'ražošanas'.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  CREATE FUNCTION bizness_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT lower(public.unaccent('public.unaccent'::regdictionary, value))
  $$;

  ALTER TABLE listings ADD COLUMN search_text text NOT NULL DEFAULT '';
  CREATE FUNCTION listings_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := bizness_fold(coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, ''));
    RETURN NEW;
  END $$;
  CREATE TRIGGER listings_set_search_text BEFORE INSERT OR UPDATE OF title, description ON listings
    FOR EACH ROW EXECUTE FUNCTION listings_set_search_text();
  UPDATE listings SET search_text = bizness_fold(coalesce(title, '') || ' ' || coalesce(description, ''));

  CREATE INDEX listings_listed_search_idx ON listings USING gin (search_text gin_trgm_ops) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS listings_listed_search_idx;
  DROP TRIGGER IF EXISTS listings_set_search_text ON listings;
  DROP FUNCTION IF EXISTS listings_set_search_text();
  ALTER TABLE listings DROP COLUMN IF EXISTS search_text;
  DROP FUNCTION IF EXISTS bizness_fold(text);`)
}
