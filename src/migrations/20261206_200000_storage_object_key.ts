import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Payload's S3 plugin 3.90 adds an `_objectKey` field to both upload collections: a folder of its
 * own under the prefix for files a browser sends to the bucket itself, which this site never does.
 * The field is there with and without S3, as `prefix` is, and stays empty: keys are `<folder>/<name>`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "attachments" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "attachments" DROP COLUMN "_objectkey";`)
}
