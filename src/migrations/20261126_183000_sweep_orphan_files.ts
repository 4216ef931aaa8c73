import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/* The hourly sweep of files a crash left without their row (src/jobs/sweep-orphan-files.ts). */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepOrphanFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepOrphanFiles';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Jobs of the removed task would not fit the narrowed enums (their log rows go with them).
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'sweepOrphanFiles';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders', 'sweepExpiredListings', 'savedSearchDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders', 'sweepExpiredListings', 'savedSearchDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
