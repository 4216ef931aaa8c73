import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The Register of Enterprises' open data (src/services/registry/): companies and one annual
 * report per company and year, in whole euros, mirrored from the files by `npm run
 * registry:import`; which files were loaded (so an unchanged one is skipped); and per listing the
 * newest report year its seller knows of (so a newer report is mailed about once). Listings get
 * the company's registration number and whether the public may see it.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "listings" ADD COLUMN "registration_number" varchar;
  ALTER TABLE "listings" ADD COLUMN "registration_number_public" boolean DEFAULT false;
  CREATE INDEX "listings_registration_number_idx" ON "listings" USING btree ("registration_number");

  CREATE TABLE "registry_companies" (
    "regcode" varchar(11) PRIMARY KEY,
    "name" text NOT NULL,
    "regtype" text,
    "type" text,
    "registered" date,
    "terminated" date,
    "closed" text,
    "address" text,
    "atvk" text,
    "sample" boolean NOT NULL DEFAULT false
  );

  CREATE TABLE "registry_reports" (
    "regcode" varchar(11) NOT NULL,
    "year" integer NOT NULL,
    "statement_id" bigint NOT NULL,
    "source_type" text,
    "employees" integer,
    "turnover" bigint,
    "profit" bigint,
    "total_assets" bigint,
    "equity" bigint,
    PRIMARY KEY ("regcode", "year")
  );

  CREATE TABLE "registry_files" (
    "name" text PRIMARY KEY,
    "size" bigint NOT NULL,
    "sha256" text NOT NULL,
    "mtime" timestamp(3) with time zone NOT NULL,
    "rows" integer NOT NULL,
    "imported_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );

  CREATE TABLE "registry_listing_years" (
    "listing_id" integer PRIMARY KEY REFERENCES "listings"("id") ON DELETE CASCADE,
    "year" integer NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "registry_listing_years";
  DROP TABLE "registry_files";
  DROP TABLE "registry_reports";
  DROP TABLE "registry_companies";
  DROP INDEX "listings_registration_number_idx";
  ALTER TABLE "listings" DROP COLUMN "registration_number_public";
  ALTER TABLE "listings" DROP COLUMN "registration_number";`)
}
