import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The three plans of 20261124_033209_plans were named in Latvian and English only, so /ru showed
 * their Latvian names (issue 36, item 3). They get their Russian names where the operator has
 * not written one; a plan the operator renamed or removed is left as it is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "plans_locales" ("title", "_locale", "_parent_id")
  SELECT titles.title, 'ru'::"_locales", plans.id
  FROM plans
  JOIN (VALUES ('free', 'Бесплатный'), ('pro', 'Pro'), ('business', 'Бизнес')) AS titles (name, title) ON titles.name = plans.name
  WHERE NOT EXISTS (SELECT 1 FROM plans_locales l WHERE l._parent_id = plans.id AND l._locale = 'ru');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM plans_locales l USING plans
  WHERE l._parent_id = plans.id AND l._locale = 'ru'
    AND (plans.name, l.title) IN (('free', 'Бесплатный'), ('pro', 'Pro'), ('business', 'Бизнес'));`)
}
