import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The limits on mail and revealed contacts (src/lib/rate-limit/) and the lock of unknown login
 * addresses (src/services/account/unknown-login-lock.ts), kept in PostgreSQL so every server
 * counts together; and the password reset job (src/jobs/password-reset.ts). Keys are hashes,
 * never addresses.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'passwordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'passwordReset';
  CREATE TABLE "rate_limit_uses" (
  	"bucket" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"item" varchar DEFAULT '' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );

  CREATE TABLE "unknown_login_locks" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"attempts" integer NOT NULL,
  	"lock_until" timestamp(3) with time zone,
  	"last_failed_at" timestamp(3) with time zone NOT NULL
  );

  CREATE INDEX "rate_limit_uses_bucket_key_idx" ON "rate_limit_uses" USING btree ("bucket","key","expires_at");
  CREATE INDEX "rate_limit_uses_expires_at_idx" ON "rate_limit_uses" USING btree ("expires_at");
  CREATE INDEX "unknown_login_locks_last_failed_at_idx" ON "unknown_login_locks" USING btree ("last_failed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Jobs of the removed task would not fit the narrowed enums (their log rows go with them).
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'passwordReset';
  DROP TABLE "rate_limit_uses" CASCADE;
  DROP TABLE "unknown_login_locks" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'expiryReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'expiryReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
