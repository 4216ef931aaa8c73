import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The user's and listing's rows go with them (Payload's generated 'set null' cannot hold for a required reference).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_locale" AS ENUM('lv', 'en');
  CREATE TABLE "favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"listing_id" integer NOT NULL,
  	"saved_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"category_id" integer,
  	"search" jsonb NOT NULL,
  	"locale" "enum_saved_searches_locale" DEFAULT 'lv' NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"checked_until" timestamp(3) with time zone NOT NULL,
  	"last_digest_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id");
  CREATE INDEX "favourites_listing_idx" ON "favourites" USING btree ("listing_id");
  CREATE INDEX "favourites_updated_at_idx" ON "favourites" USING btree ("updated_at");
  CREATE INDEX "favourites_created_at_idx" ON "favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_listing_idx" ON "favourites" USING btree ("user_id","listing_id");
  CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");
  CREATE INDEX "saved_searches_category_idx" ON "saved_searches" USING btree ("category_id");
  CREATE INDEX "saved_searches_checked_until_idx" ON "saved_searches" USING btree ("checked_until");
  CREATE INDEX "saved_searches_unsubscribed_at_idx" ON "saved_searches" USING btree ("unsubscribed_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourites_fk" FOREIGN KEY ("favourites_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("favourites_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favourites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favourites" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_favourites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_saved_searches_fk";
  
  DROP INDEX "payload_locked_documents_rels_favourites_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  DROP TYPE "public"."enum_saved_searches_locale";`)
}
