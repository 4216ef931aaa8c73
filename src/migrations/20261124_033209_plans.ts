import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Plans as data (collections/Plans): prices and the limits the services enforce, kept by the
 * operator in the admin panel. The three plans the site starts with are inserted here, so a
 * fresh database works without anyone opening the panel; the seed adds none. `free` is what
 * every account without a subscription has, and the collection refuses to delete it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"prices_monthly" numeric DEFAULT 0 NOT NULL,
  	"prices_yearly" numeric DEFAULT 0 NOT NULL,
  	"limits_team_seats" numeric DEFAULT 1 NOT NULL,
  	"limits_active_listings" numeric DEFAULT 1 NOT NULL,
  	"limits_featured_listings" numeric DEFAULT 0 NOT NULL,
  	"stripe_product_id" varchar,
  	"stripe_monthly_price_id" varchar,
  	"stripe_yearly_price_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plans_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plans_id" integer;
  ALTER TABLE "plans_locales" ADD CONSTRAINT "plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "plans_name_idx" ON "plans" USING btree ("name");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "plans_locales_locale_parent_id_unique" ON "plans_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");`)

  await db.execute(sql`
  WITH inserted AS (
    INSERT INTO "plans" ("name", "order", "prices_monthly", "prices_yearly", "limits_team_seats", "limits_active_listings", "limits_featured_listings")
    VALUES
      ('free', 10, 0, 0, 3, 5, 0),
      ('pro', 20, 19, 190, 10, 25, 1),
      ('business', 30, 49, 490, 25, 100, 5)
    RETURNING "id", "name"
  )
  INSERT INTO "plans_locales" ("title", "_locale", "_parent_id")
  SELECT titles.title, titles.locale::"_locales", inserted.id
  FROM inserted
  JOIN (VALUES
    ('free', 'lv', 'Bezmaksas'), ('free', 'en', 'Free'),
    ('pro', 'lv', 'Pro'), ('pro', 'en', 'Pro'),
    ('business', 'lv', 'Bizness'), ('business', 'en', 'Business')
  ) AS titles (name, locale, title) ON titles.name = inserted.name;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_plans_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plans_id";`)
}
