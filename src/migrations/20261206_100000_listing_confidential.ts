import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * A confidential listing (issue 34): its seller hides the company from the public, which then
 * sees only the listing's public face (src/services/confidential/public-face.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "listings" ADD COLUMN "confidential" boolean DEFAULT false;
  CREATE INDEX "listings_confidential_idx" ON "listings" USING btree ("confidential");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "listings_confidential_idx";
  ALTER TABLE "listings" DROP COLUMN IF EXISTS "confidential";`)
}
