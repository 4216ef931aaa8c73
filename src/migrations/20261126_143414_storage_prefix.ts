import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The S3 plugin's `prefix` field on both upload collections (src/lib/storage/s3-storage.ts). It is
 * there with and without S3, so one schema serves both; it stays '' (keys are `<folder>/<name>`).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "attachments" ADD COLUMN "prefix" varchar DEFAULT '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "attachments" DROP COLUMN "prefix";`)
}
