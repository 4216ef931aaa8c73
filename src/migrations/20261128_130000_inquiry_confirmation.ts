import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Inquiries reach the seller once the buyer confirms their address, within the mail caps
 * (collections/Inquiries: status, confirmed_at); every one sent before was mailed at once. A form
 * token's nonce is kept once used, until the token is too old anyway
 * (src/services/inquiries/form-token.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('unconfirmed', 'mailed', 'held');
  ALTER TABLE "inquiries" ADD COLUMN "status" "enum_inquiries_status" DEFAULT 'mailed' NOT NULL;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'unconfirmed';
  ALTER TABLE "inquiries" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  UPDATE "inquiries" SET "confirmed_at" = "created_at";
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE TABLE "inquiry_form_nonces" (
  	"nonce" varchar PRIMARY KEY NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX "inquiry_form_nonces_expires_at_idx" ON "inquiry_form_nonces" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "inquiry_form_nonces";
  DROP INDEX "inquiries_status_idx";
  ALTER TABLE "inquiries" DROP COLUMN "confirmed_at";
  ALTER TABLE "inquiries" DROP COLUMN "status";
  DROP TYPE "public"."enum_inquiries_status";`)
}
