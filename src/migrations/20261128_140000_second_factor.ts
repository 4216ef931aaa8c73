import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * A second factor per account (src/services/second-factor/): the TOTP secret, sealed with a key
 * from the site's secret, with the last time step a code was accepted for (a code works once),
 * and the hashes of the unused recovery codes. Both go with their account. Sessions staff opened
 * with a password alone end here: every staff session from now on was opened with a code. The
 * audit log's new action `user_second_factor_reset` names an admin's reset of someone's factor.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "user_second_factors" (
  	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
  	"sealed_secret" varchar NOT NULL,
  	"last_step" bigint DEFAULT 0 NOT NULL,
  	"enrolled_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "user_recovery_codes" (
  	"user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
  	"code_hash" varchar NOT NULL,
  	PRIMARY KEY ("user_id", "code_hash")
  );
  DELETE FROM "users_sessions"
  WHERE "_parent_id" IN (SELECT "parent_id" FROM "users_roles" WHERE "value" IN ('admin', 'moderator', 'editor'));
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'user_second_factor_reset' AFTER 'user_erase';`)
}

/** Going back drops the resets from the log, since an enum cannot lose a value in use. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "user_recovery_codes";
  DROP TABLE "user_second_factors";
  DELETE FROM "audit_log" WHERE "action"::text = 'user_second_factor_reset';
  ALTER TYPE "public"."enum_audit_log_action" RENAME TO "enum_audit_log_action_old";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('listing_edit', 'listing_save', 'listing_hide', 'listing_publish', 'listing_delete', 'user_block', 'user_unblock', 'user_roles', 'user_export', 'user_erase', 'report_handle');
  ALTER TABLE "audit_log" ALTER COLUMN "action" TYPE "public"."enum_audit_log_action" USING "action"::text::"public"."enum_audit_log_action";
  DROP TYPE "public"."enum_audit_log_action_old";`)
}
