import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * A listing's version: one more each time a field its seller edits changes, whoever changes it
 * (src/services/listings/listing-version.ts). A save names the version it was made from and is
 * refused when the listing has moved on. Existing listings start at 1. The audit log's new
 * action `listing_save` names the owner's own saves (collections/Listings/hooks/recordListingEdit.ts).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "listings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'listing_save' AFTER 'listing_edit';`)
}

/** Going back keeps the owners' saves in the log as edits, since an enum cannot lose a value in use. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "listings" DROP COLUMN "version";
  ALTER TYPE "public"."enum_audit_log_action" RENAME TO "enum_audit_log_action_old";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('listing_edit', 'listing_hide', 'listing_publish', 'listing_delete', 'user_block', 'user_unblock', 'user_roles', 'user_export', 'user_erase', 'report_handle');
  ALTER TABLE "audit_log" ALTER COLUMN "action" TYPE "public"."enum_audit_log_action"
    USING (CASE WHEN "action"::text = 'listing_save' THEN 'listing_edit' ELSE "action"::text END)::"public"."enum_audit_log_action";
  DROP TYPE "public"."enum_audit_log_action_old";`)
}
