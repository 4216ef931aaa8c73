import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Confidential listings open to buyers who accept the NDA (issue 34): the NDA text (global `nda`,
 * every saved version kept in `_nda_v`), the buyers' acceptances (collection nda-acceptances: one
 * per buyer and listing, going with their listing; an erased buyer's stays without them), the
 * seller's choice between access at once and approving each buyer (listings.nda_approval), and
 * the audit log's actions on acceptances.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_listings_nda_approval" AS ENUM('instant', 'approve');
  CREATE TYPE "public"."enum_nda_acceptances_state" AS ENUM('pending', 'granted', 'declined', 'revoked');
  CREATE TYPE "public"."enum_nda_acceptances_locale" AS ENUM('lv', 'en', 'ru');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'nda_accept';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'nda_approve';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'nda_decline';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'nda_revoke';
  CREATE TABLE "nda_acceptances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_id" integer NOT NULL,
  	"buyer_id" integer,
  	"pseudonym" varchar,
  	"company" varchar,
  	"state" "enum_nda_acceptances_state" NOT NULL,
  	"nda_version" numeric NOT NULL,
  	"accepted_at" timestamp(3) with time zone NOT NULL,
  	"address" varchar,
  	"locale" "enum_nda_acceptances_locale" DEFAULT 'lv',
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  CREATE TABLE "nda" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );

  CREATE TABLE "nda_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );

  CREATE TABLE "_nda_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_version" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  CREATE TABLE "_nda_v_locales" (
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );

  ALTER TABLE "listings" ADD COLUMN "nda_approval" "enum_listings_nda_approval" DEFAULT 'instant';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nda_acceptances_id" integer;
  ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nda_locales" ADD CONSTRAINT "nda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nda_v_locales" ADD CONSTRAINT "_nda_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nda_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "nda_acceptances_listing_idx" ON "nda_acceptances" USING btree ("listing_id");
  CREATE INDEX "nda_acceptances_buyer_idx" ON "nda_acceptances" USING btree ("buyer_id");
  CREATE INDEX "nda_acceptances_state_idx" ON "nda_acceptances" USING btree ("state");
  CREATE INDEX "nda_acceptances_updated_at_idx" ON "nda_acceptances" USING btree ("updated_at");
  CREATE INDEX "nda_acceptances_created_at_idx" ON "nda_acceptances" USING btree ("created_at");
  CREATE UNIQUE INDEX "listing_buyer_idx" ON "nda_acceptances" USING btree ("listing_id","buyer_id");
  CREATE UNIQUE INDEX "nda_locales_locale_parent_id_unique" ON "nda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nda_v_created_at_idx" ON "_nda_v" USING btree ("created_at");
  CREATE INDEX "_nda_v_updated_at_idx" ON "_nda_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_nda_v_locales_locale_parent_id_unique" ON "_nda_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nda_acceptances_fk" FOREIGN KEY ("nda_acceptances_id") REFERENCES "public"."nda_acceptances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_nda_acceptances_id_idx" ON "payload_locked_documents_rels" USING btree ("nda_acceptances_id");`)
}

/** Going back drops the NDA's entries from the log, since an enum cannot lose a value in use. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nda_acceptances_fk";
  DROP INDEX "payload_locked_documents_rels_nda_acceptances_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nda_acceptances_id";
  ALTER TABLE "listings" DROP COLUMN "nda_approval";
  DROP TABLE "nda_acceptances" CASCADE;
  DROP TABLE "nda_locales" CASCADE;
  DROP TABLE "nda" CASCADE;
  DROP TABLE "_nda_v_locales" CASCADE;
  DROP TABLE "_nda_v" CASCADE;
  DROP TYPE "public"."enum_listings_nda_approval";
  DROP TYPE "public"."enum_nda_acceptances_state";
  DROP TYPE "public"."enum_nda_acceptances_locale";
  DELETE FROM "audit_log" WHERE "action"::text LIKE 'nda_%';
  ALTER TYPE "public"."enum_audit_log_action" RENAME TO "enum_audit_log_action_old";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('listing_edit', 'listing_save', 'listing_hide', 'listing_publish', 'listing_delete', 'user_block', 'user_unblock', 'user_roles', 'user_export', 'user_erase', 'user_second_factor_reset', 'report_handle');
  ALTER TABLE "audit_log" ALTER COLUMN "action" TYPE "public"."enum_audit_log_action" USING "action"::text::"public"."enum_audit_log_action";
  DROP TYPE "public"."enum_audit_log_action_old";`)
}
