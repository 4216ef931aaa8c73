import type { PoolClient } from 'pg'

import { identifier, REGISTER_TABLES, type RegisterTable, REPORT_TABLES, SAMPLE_COLUMN } from './register-tables'

/*
 * What an import changes, read before the swap by comparing each freshly loaded table with the
 * live one on the columns the site reads: how many companies (statements) are new or different,
 * how many went, and the listings of the companies concerned, whose pages are refreshed. Into an
 * empty register every row is new, and nothing needs comparing.
 */

/** A listing whose company the import changed: its page is refreshed afterwards. */
export type ListingRef = { id: number; slug: string | null }

export type Changes = { changed: number; removed: number; listings: ListingRef[] }

const columnsOf = (table: RegisterTable, alias: string, ours: string[] = []) =>
  [...Object.keys(table.read), ...ours].map((column) => `${alias}.${identifier(column)}`).join(', ')

/** Keys of rows that differ between the live and the new table (new, changed or gone): one pass over both. */
function differingKeys(table: RegisterTable, ours: string[] = []) {
  const key = table.rowKey
  return `SELECT coalesce(${key('n')}, ${key('o')}) AS key FROM ${table.next} n FULL JOIN ${table.live} o ON ${key('o')} = ${key('n')}
    WHERE (${columnsOf(table, 'n', ours)}) IS DISTINCT FROM (${columnsOf(table, 'o', ours)})`
}

const LISTINGS_OF = (regcodes: string) =>
  `SELECT coalesce(json_agg(json_build_object('id', l.id, 'slug', l.slug) ORDER BY l.id), '[]'::json)
   FROM listings l WHERE l.registration_number IN (${regcodes})`

async function isEmpty(client: PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)
  return rows[0].empty
}

type Row = { changed: string; removed: string; listings: ListingRef[] }

const toChanges = (row: Row): Changes => ({ changed: Number(row.changed), removed: Number(row.removed), listings: row.listings })

export async function registerChanges(client: PoolClient): Promise<Changes> {
  const { live, next } = REGISTER_TABLES.register
  if (await isEmpty(client, live)) {
    // The numbers counted once each by hashing: count(DISTINCT …) sorts them, comparing by collation.
    const { rows } = await client.query<Row>(`
      SELECT (SELECT count(*) FROM (SELECT DISTINCT btrim(regcode) FROM ${next} WHERE regcode IS NOT NULL) codes) AS changed, 0 AS removed,
        (${LISTINGS_OF(`SELECT btrim(regcode) FROM ${next}`)}) AS listings`)
    return toChanges(rows[0])
  }
  const { rows } = await client.query<Row>(`
    WITH differing AS (${differingKeys(REGISTER_TABLES.register, [SAMPLE_COLUMN])})
    SELECT count(*) FILTER (WHERE d.key IN (SELECT btrim(regcode) FROM ${next})) AS changed,
      count(*) FILTER (WHERE d.key NOT IN (SELECT btrim(regcode) FROM ${next} WHERE regcode IS NOT NULL)) AS removed,
      (${LISTINGS_OF('SELECT key FROM differing')}) AS listings
    FROM differing d`)
  return toChanges(rows[0])
}

export async function reportChanges(client: PoolClient): Promise<Changes> {
  const { live, next } = REGISTER_TABLES.statements
  const company = 'legal_entity_registration_number::text'
  if (await isEmpty(client, live)) {
    const { rows } = await client.query<Row>(`
      SELECT (SELECT count(*) FROM ${next}) AS changed, 0 AS removed, (${LISTINGS_OF(`SELECT ${company} FROM ${next}`)}) AS listings`)
    return toChanges(rows[0])
  }
  // A statement differs when its row or one of its parts does; its company is the one it names now or named before.
  const { rows } = await client.query<Row>(`
    WITH differing AS (${REPORT_TABLES.map((table) => differingKeys(table)).join(' UNION ')}),
    companies AS (
      SELECT ${company} FROM ${next} WHERE id IN (SELECT key FROM differing)
      UNION SELECT ${company} FROM ${live} WHERE id IN (SELECT key FROM differing)
    )
    SELECT count(*) FILTER (WHERE d.key IN (SELECT id FROM ${next})) AS changed,
      count(*) FILTER (WHERE d.key NOT IN (SELECT id FROM ${next} WHERE id IS NOT NULL) AND d.key IN (SELECT id FROM ${live})) AS removed,
      (${LISTINGS_OF('SELECT * FROM companies')}) AS listings
    FROM differing d`)
  return toChanges(rows[0])
}
