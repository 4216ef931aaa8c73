import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The language a person is written to may be Russian (issue 36): a user's chosen language, a
 * saved search's digest, an inquiry's and a report's sender. Content (Payload's localization)
 * is not touched here.
 */

const LOCALE_ENUMS = [
  ['enum_users_locale', 'users', 'locale'],
  ['enum_saved_searches_locale', 'saved_searches', 'locale'],
  ['enum_inquiries_locale', 'inquiries', 'locale'],
  ['enum_reports_reporter_locale', 'reports', 'reporter_locale'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [type] of LOCALE_ENUMS) {
    await db.execute(sql.raw(`ALTER TYPE "public"."${type}" ADD VALUE IF NOT EXISTS 'ru'`))
  }
}

/** PostgreSQL cannot drop an enum's value: each type is made again without it, Russian readers written to in Latvian. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [type, table, column] of LOCALE_ENUMS) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ALTER COLUMN "${column}" DROP DEFAULT;
  ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE text;
  UPDATE "${table}" SET "${column}" = 'lv' WHERE "${column}" = 'ru';
  DROP TYPE "public"."${type}";
  CREATE TYPE "public"."${type}" AS ENUM('lv', 'en');
  ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE "public"."${type}" USING "${column}"::"public"."${type}";
  ALTER TABLE "${table}" ALTER COLUMN "${column}" SET DEFAULT 'lv';`),
    )
  }
}
