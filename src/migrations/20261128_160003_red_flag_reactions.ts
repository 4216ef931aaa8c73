import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * What an import does about a new red flag (src/services/registry/after-import.ts): a listing of a
 * company in insolvency or liquidation, or whose activity is suspended, is hidden for a reason of
 * its own, company_not_trading; a listing with any other new flag is marked for the moderators'
 * attention dashboard until one of them unticks it.
 */

const REASON_ENUMS = [
  ['enum_listings_moderation_reason', 'listings', 'moderation_reason'],
  ['enum_users_blocked_reason_code', 'users', 'blocked_reason_code'],
  ['enum_reports_reason', 'reports', 'reason'],
  ['enum_audit_log_reason', 'audit_log', 'reason'],
] as const

const REASONS_BEFORE = ['not_company_share', 'missing_report', 'turnover_under_minimum', 'not_registered_lv', 'misleading_figures', 'spam_or_fraud', 'other']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [type] of REASON_ENUMS) {
    await db.execute(sql.raw(`ALTER TYPE "public"."${type}" ADD VALUE IF NOT EXISTS 'company_not_trading' AFTER 'not_registered_lv'`))
  }
  await db.execute(sql`
  ALTER TABLE "listings" ADD COLUMN "red_flags_review" boolean DEFAULT false;
  CREATE INDEX "listings_red_flags_review_idx" ON "listings" USING btree ("red_flags_review");`)
}

/** PostgreSQL cannot drop an enum's value: each type is made again without it, its uses read as `other`. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "listings_red_flags_review_idx";
  ALTER TABLE "listings" DROP COLUMN "red_flags_review";`)
  const values = REASONS_BEFORE.map((value) => `'${value}'`).join(', ')
  for (const [type, table, column] of REASON_ENUMS) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE text;
  UPDATE "${table}" SET "${column}" = 'other' WHERE "${column}" = 'company_not_trading';
  DROP TYPE "public"."${type}";
  CREATE TYPE "public"."${type}" AS ENUM(${values});
  ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE "public"."${type}" USING "${column}"::"public"."${type}";`),
    )
  }
}
