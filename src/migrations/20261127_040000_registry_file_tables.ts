import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import {
  COMPANIES_GROUP,
  identifier,
  keyIndex,
  REGISTER_TABLES,
  REPORTS_GROUP,
  SAMPLE_COLUMN,
  sampleColumn,
} from '../services/registry/register-tables'

/*
 * The register's files each in a table of their own, read through two views named as the tables
 * they replace (src/services/registry/register-tables.ts): an import then copies each file once
 * and swaps it in, where it used to copy it into a staging table and write every row again. The
 * rows already loaded move over as a file would give them (in whole euros, so ONES and EUR), so
 * nothing needs importing again; the next import brings the files' other columns.
 */

const columns = (read: Record<string, string>) => Object.entries(read).map(([name, type]) => `${identifier(name)} ${type}`)

const { register, statements, income, balance } = REGISTER_TABLES

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of Object.values(REGISTER_TABLES)) {
    const ours = table === register ? [sampleColumn(false)] : []
    await db.execute(sql.raw(`CREATE TABLE ${table.live} (${[...columns(table.read), ...ours].join(', ')})`))
  }
  await db.execute(
    sql.raw(`
  INSERT INTO ${register.live} (regcode, name, regtype, type, registered, terminated, closed, address, atvk, ${SAMPLE_COLUMN})
    SELECT regcode, name, regtype, type, registered::text, terminated::text, closed, address, atvk, sample FROM registry_companies;
  INSERT INTO ${statements.live} (id, legal_entity_registration_number, source_type, year, employees, rounded_to_nearest, currency)
    SELECT statement_id, regcode::bigint, source_type, year, employees, 'ONES', 'EUR' FROM registry_reports;
  INSERT INTO ${income.live} (statement_id, net_turnover, net_income) SELECT statement_id, turnover, profit FROM registry_reports;
  INSERT INTO ${balance.live} (statement_id, total_assets, equity) SELECT statement_id, total_assets, equity FROM registry_reports;
  DROP TABLE registry_companies;
  DROP TABLE registry_reports;`),
  )
  for (const table of Object.values(REGISTER_TABLES)) {
    await db.execute(sql.raw(`CREATE INDEX ${keyIndex(table.live)} ON ${table.live} (${table.key})`))
  }
  await db.execute(sql.raw(COMPANIES_GROUP.create))
  await db.execute(sql.raw(REPORTS_GROUP.create))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  CREATE TABLE registry_companies_kept AS SELECT * FROM registry_companies;
  CREATE TABLE registry_reports_kept AS SELECT * FROM registry_reports;
  DROP VIEW registry_companies;
  DROP VIEW registry_reports;
  DROP TABLE ${Object.values(REGISTER_TABLES)
    .map((table) => table.live)
    .join(', ')};
  ALTER TABLE registry_companies_kept RENAME TO registry_companies;
  ALTER TABLE registry_reports_kept RENAME TO registry_reports;
  ALTER TABLE registry_companies ALTER COLUMN regcode TYPE varchar(11), ALTER COLUMN name SET NOT NULL,
    ALTER COLUMN sample SET NOT NULL, ALTER COLUMN sample SET DEFAULT false, ADD PRIMARY KEY (regcode);
  ALTER TABLE registry_reports ALTER COLUMN regcode TYPE varchar(11), ALTER COLUMN statement_id SET NOT NULL,
    ADD PRIMARY KEY (regcode, year);`),
  )
}
