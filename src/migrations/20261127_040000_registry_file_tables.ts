import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The register's files each in a table of their own, read through two views named as the tables
 * they replace: an import then copies each file once and swaps it in, where it used to copy it
 * into a staging table and write every row again. The rows already loaded move over as a file
 * would give them (in whole euros, so ONES and EUR), so nothing needs importing again; the next
 * import brings the files' other columns. The tables and views as they were on 2026-11-27,
 * written out here: the import's own description of them (src/services/registry/register-tables.ts)
 * may change after, history may not.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE registry_register ("regcode" text, "name" text, "regtype" text, "type" text, "registered" text, "terminated" text,
    "closed" text, "address" text, "atvk" text, sample boolean NOT NULL DEFAULT false);
  CREATE TABLE registry_statements ("id" bigint, "legal_entity_registration_number" bigint, "source_type" text, "year" integer,
    "employees" numeric, "rounded_to_nearest" text, "currency" text);
  CREATE TABLE registry_income ("statement_id" bigint, "net_turnover" bigint, "net_income" bigint);
  CREATE TABLE registry_balance ("statement_id" bigint, "total_assets" bigint, "equity" bigint);

  INSERT INTO registry_register (regcode, name, regtype, type, registered, terminated, closed, address, atvk, sample)
    SELECT regcode, name, regtype, type, registered::text, terminated::text, closed, address, atvk, sample FROM registry_companies;
  INSERT INTO registry_statements (id, legal_entity_registration_number, source_type, year, employees, rounded_to_nearest, currency)
    SELECT statement_id, regcode::bigint, source_type, year, employees, 'ONES', 'EUR' FROM registry_reports;
  INSERT INTO registry_income (statement_id, net_turnover, net_income) SELECT statement_id, turnover, profit FROM registry_reports;
  INSERT INTO registry_balance (statement_id, total_assets, equity) SELECT statement_id, total_assets, equity FROM registry_reports;
  DROP TABLE registry_companies;
  DROP TABLE registry_reports;

  CREATE INDEX registry_register_key ON registry_register (btrim(regcode));
  CREATE INDEX registry_statements_key ON registry_statements (legal_entity_registration_number, year);
  CREATE INDEX registry_income_key ON registry_income (statement_id);
  CREATE INDEX registry_balance_key ON registry_balance (statement_id);

  CREATE VIEW registry_companies AS
    SELECT DISTINCT ON (btrim(regcode)) btrim(regcode) AS regcode, name, nullif(btrim(regtype), '') AS regtype,
      nullif(btrim(type), '') AS type, nullif(btrim(registered), '')::date AS registered,
      nullif(btrim(terminated), '')::date AS terminated, nullif(btrim(closed), '') AS closed,
      nullif(btrim(address), '') AS address, nullif(btrim(atvk), '') AS atvk, sample
    FROM registry_register
    WHERE btrim(regcode) ~ '^[0-9]{11}$' AND name IS NOT NULL
    ORDER BY btrim(regcode);

  CREATE VIEW registry_reports AS
    SELECT regcode, year, statement_id, source_type, employees,
      CASE WHEN factor = 1 THEN turnover ELSE round(turnover * factor)::bigint END AS turnover,
      CASE WHEN factor = 1 THEN profit ELSE round(profit * factor)::bigint END AS profit,
      CASE WHEN factor = 1 THEN total_assets ELSE round(total_assets * factor)::bigint END AS total_assets,
      CASE WHEN factor = 1 THEN equity ELSE round(equity * factor)::bigint END AS equity
    FROM (
      SELECT DISTINCT ON (s.legal_entity_registration_number, s.year)
        s.legal_entity_registration_number AS regcode, s.year, s.id AS statement_id, nullif(btrim(s.source_type), '') AS source_type,
        round(s.employees)::integer AS employees, i.net_turnover AS turnover, i.net_income AS profit, b.total_assets, b.equity,
        (CASE btrim(s.rounded_to_nearest) WHEN 'THOUSANDS' THEN 1000 WHEN 'MILLIONS' THEN 1000000 ELSE 1 END)::numeric
          / (CASE btrim(s.currency) WHEN 'LVL' THEN 0.702804 ELSE 1 END) AS factor
      FROM registry_statements s
      LEFT JOIN registry_income i ON i.statement_id = s.id
      LEFT JOIN registry_balance b ON b.statement_id = s.id
      WHERE s.legal_entity_registration_number BETWEEN 10000000000 AND 99999999999 AND s.year IS NOT NULL AND s.id IS NOT NULL
      ORDER BY s.legal_entity_registration_number, s.year,
        CASE nullif(btrim(s.source_type), '') WHEN 'UGP' THEN 0 WHEN 'UKGP' THEN 2 ELSE 1 END, s.id
    ) chosen;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE registry_companies_kept AS SELECT * FROM registry_companies;
  CREATE TABLE registry_reports_kept AS SELECT * FROM registry_reports;
  DROP VIEW registry_companies;
  DROP VIEW registry_reports;
  DROP TABLE registry_register, registry_statements, registry_income, registry_balance;
  ALTER TABLE registry_companies_kept RENAME TO registry_companies;
  ALTER TABLE registry_reports_kept RENAME TO registry_reports;
  ALTER TABLE registry_companies ALTER COLUMN regcode TYPE varchar(11), ALTER COLUMN name SET NOT NULL,
    ALTER COLUMN sample SET NOT NULL, ALTER COLUMN sample SET DEFAULT false, ADD PRIMARY KEY (regcode);
  ALTER TABLE registry_reports ALTER COLUMN regcode TYPE varchar(11), ALTER COLUMN statement_id SET NOT NULL,
    ADD PRIMARY KEY (regcode, year);`)
}
