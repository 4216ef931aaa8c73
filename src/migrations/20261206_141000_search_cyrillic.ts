import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Search in Russian-written listings (issue 36, item 4). bizness_fold lower-cased through the
 * server's locale: a cluster made with the C locale (the embedded one, many images) lower-cases
 * ASCII only, so 'Кафе' stayed 'Кафе' and a search for 'кафе' missed it. Cyrillic capitals are now
 * folded by the function itself, whatever the server's locale, and 'ё' reads as 'е' (unaccent
 * does that; Russian is often written without the dots). Every listing's search_text is made again.
 *
 * Payload's localization gains 'ru' (`_locales`), so a category can have a Russian name that a
 * search matches; what pages show of Russian content is item 3's.
 */

const CAPITALS = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЇЄҐЎ'
const SMALL = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў'

const fold = (cyrillic: boolean) => `
  CREATE OR REPLACE FUNCTION bizness_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT ${cyrillic ? `translate(lower(public.unaccent('public.unaccent'::regdictionary, value)), '${CAPITALS}', '${SMALL}')` : `lower(public.unaccent('public.unaccent'::regdictionary, value))`}
  $$;
  UPDATE listings SET search_text = bizness_fold(coalesce(title, '') || ' ' || coalesce(description, ''));`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TYPE "public"."_locales" ADD VALUE IF NOT EXISTS 'ru'`))
  await db.execute(sql.raw(fold(true)))
}

/** Russian content is dropped (PostgreSQL cannot drop an enum's value): every localized table's Russian rows go, its `_locale` made lv/en again. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(fold(false)))
  await db.execute(
    sql.raw(`
  DO $$
  DECLARE used record;
  BEGIN
    CREATE TYPE "public"."_locales_lv_en" AS ENUM('lv', 'en');
    FOR used IN
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.udt_name = '_locales'
    LOOP
      EXECUTE format('DELETE FROM %I WHERE %I = ''ru''', used.table_name, used.column_name);
      EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE "public"."_locales_lv_en" USING %I::text::"public"."_locales_lv_en"',
        used.table_name, used.column_name, used.column_name);
    END LOOP;
    DROP TYPE "public"."_locales";
    ALTER TYPE "public"."_locales_lv_en" RENAME TO "_locales";
  END $$;`),
  )
}
