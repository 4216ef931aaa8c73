import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * What the public sees of listings, kept by the database so no public read joins the sellers or
 * counts the table (docs/decisions.md, "Listings at scale"):
 * - listings.listed: published, seller not blocked, expiry date not passed. A trigger sets it on
 *   every insert and update, and a blocked or unblocked seller's listings are rewritten so it
 *   follows; the sweep job (src/jobs/sweep-expired-listings.ts) rewrites the expired ones.
 * - listing_counts: how many listed listings each category has, kept by a trigger on listings.
 * - partial indexes over the listed rows in the public order (newest first), per category, and
 *   by expiry date (the few listed rows whose date has passed since the last sweep).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepExpiredListings';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepExpiredListings';
  ALTER TABLE "listings" ADD COLUMN "listed" boolean DEFAULT false;

  CREATE FUNCTION listings_set_listed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.listed := coalesce(
      NEW.status = 'published'
      AND NEW.expiry_date > now()
      AND NOT coalesce((SELECT blocked FROM users WHERE id = NEW.owner_id), false),
      false);
    RETURN NEW;
  END $$;
  CREATE TRIGGER listings_set_listed BEFORE INSERT OR UPDATE ON listings
    FOR EACH ROW EXECUTE FUNCTION listings_set_listed();
  UPDATE listings SET listed = listed;

  CREATE FUNCTION users_relist_listings() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.blocked IS DISTINCT FROM OLD.blocked THEN
      UPDATE listings SET listed = listed WHERE owner_id = NEW.id;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER users_relist_listings AFTER UPDATE OF blocked ON users
    FOR EACH ROW EXECUTE FUNCTION users_relist_listings();

  -- A few rows, each rewritten by every listing write of its sector: room on the page for the
  -- new version, and a vacuum as soon as a few hundred old ones pile up.
  CREATE TABLE listing_counts (
    category_id integer PRIMARY KEY REFERENCES categories(id) ON DELETE CASCADE,
    listed integer NOT NULL DEFAULT 0
  ) WITH (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);
  INSERT INTO listing_counts (category_id, listed)
    SELECT category_id, count(*) FROM listings WHERE listed AND category_id IS NOT NULL GROUP BY category_id;

  CREATE FUNCTION listing_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.listed IS NOT DISTINCT FROM NEW.listed AND OLD.category_id IS NOT DISTINCT FROM NEW.category_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.listed AND OLD.category_id IS NOT NULL THEN
      UPDATE listing_counts SET listed = listed - 1 WHERE category_id = OLD.category_id;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.listed AND NEW.category_id IS NOT NULL THEN
      INSERT INTO listing_counts AS c (category_id, listed) VALUES (NEW.category_id, 1)
        ON CONFLICT (category_id) DO UPDATE SET listed = c.listed + 1;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER listing_counts_follow AFTER INSERT OR DELETE OR UPDATE OF listed, category_id ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_counts_follow();

  CREATE INDEX listings_listed_newest_idx ON listings (created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_category_newest_idx ON listings (category_id, created_at DESC, id DESC) WHERE listed;
  CREATE INDEX listings_listed_expiry_idx ON listings (expiry_date) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Jobs of the removed task would not fit the narrowed enums (their log rows go with them).
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sweepExpiredListings';
  DROP TRIGGER listing_counts_follow ON listings;
  DROP FUNCTION listing_counts_follow();
  DROP TABLE listing_counts;
  DROP TRIGGER users_relist_listings ON users;
  DROP FUNCTION users_relist_listings();
  DROP TRIGGER listings_set_listed ON listings;
  DROP FUNCTION listings_set_listed();
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'passwordReset', 'expiryReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "listings" DROP COLUMN "listed";`)
}
