import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listings_moderation_reason" AS ENUM('not_company_share', 'missing_report', 'turnover_under_minimum', 'not_registered_lv', 'misleading_figures', 'spam_or_fraud', 'other');
  CREATE TYPE "public"."enum_users_blocked_reason_code" AS ENUM('not_company_share', 'missing_report', 'turnover_under_minimum', 'not_registered_lv', 'misleading_figures', 'spam_or_fraud', 'other');
  CREATE TYPE "public"."enum_reports_reason" AS ENUM('not_company_share', 'missing_report', 'turnover_under_minimum', 'not_registered_lv', 'misleading_figures', 'spam_or_fraud', 'other');
  CREATE TYPE "public"."enum_reports_reporter_locale" AS ENUM('lv', 'en');
  CREATE TYPE "public"."enum_reports_status" AS ENUM('open', 'actioned', 'dismissed');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('listing_edit', 'listing_hide', 'listing_publish', 'listing_delete', 'user_block', 'user_unblock', 'user_roles', 'user_export', 'user_erase', 'report_handle');
  CREATE TYPE "public"."enum_audit_log_document_collection" AS ENUM('listings', 'users', 'reports');
  CREATE TYPE "public"."enum_audit_log_reason" AS ENUM('not_company_share', 'missing_report', 'turnover_under_minimum', 'not_registered_lv', 'misleading_figures', 'spam_or_fraud', 'other');
  CREATE TABLE "reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_id" integer,
  	"reason" "enum_reports_reason" NOT NULL,
  	"details" varchar,
  	"reporter_email" varchar,
  	"reporter_locale" "enum_reports_reporter_locale" DEFAULT 'lv',
  	"reporter_id" integer,
  	"status" "enum_reports_status" DEFAULT 'open' NOT NULL,
  	"handled_by_id" integer,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"summary" varchar,
  	"actor_id" integer,
  	"actor_roles" varchar,
  	"subject_id" integer,
  	"document_collection" "enum_audit_log_document_collection",
  	"document_id" varchar,
  	"reason" "enum_audit_log_reason",
  	"reason_text" varchar,
  	"changes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "listings" ADD COLUMN "moderation_reason" "enum_listings_moderation_reason";
  ALTER TABLE "users" ADD COLUMN "blocked_reason_code" "enum_users_blocked_reason_code";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reports_listing_idx" ON "reports" USING btree ("listing_id");
  CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");
  CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");
  CREATE INDEX "reports_handled_by_idx" ON "reports" USING btree ("handled_by_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id");
  CREATE INDEX "audit_log_document_collection_idx" ON "audit_log" USING btree ("document_collection");
  CREATE INDEX "audit_log_document_id_idx" ON "audit_log" USING btree ("document_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reports" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expiryReminders', 'passwordReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expiryReminders', 'passwordReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "listings" DROP COLUMN "moderation_reason";
  ALTER TABLE "users" DROP COLUMN "blocked_reason_code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_listings_moderation_reason";
  DROP TYPE "public"."enum_users_blocked_reason_code";
  DROP TYPE "public"."enum_reports_reason";
  DROP TYPE "public"."enum_reports_reporter_locale";
  DROP TYPE "public"."enum_reports_status";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_audit_log_document_collection";
  DROP TYPE "public"."enum_audit_log_reason";`)
}
