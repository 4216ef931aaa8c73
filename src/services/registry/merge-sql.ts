import type { PoolClient } from 'pg'

/** A listing whose company the import changed: its page is refreshed afterwards. */
export type ListingRef = { id: number; slug: string | null }

export type Touched = { count: number; listings: ListingRef[] }

/**
 * Runs a data-modifying statement that returns the regcodes it touched, and answers how many
 * rows it touched and the listings of those companies: the only rows that leave the database.
 */
export async function runTouching(client: PoolClient, statement: string): Promise<Touched> {
  const { rows } = await client.query<{ count: string; listings: ListingRef[] }>(`
    WITH touched AS (${statement})
    SELECT (SELECT count(*) FROM touched) AS count,
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'slug', l.slug)), '[]'::json)
       FROM listings l WHERE l.registration_number IN (SELECT regcode FROM touched)) AS listings`)
  return { count: Number(rows[0].count), listings: rows[0].listings }
}

/** The listings of the companies `table` now holds: after a first import, every one it touched. */
export async function listingsOf(client: PoolClient, table: string): Promise<ListingRef[]> {
  const { rows } = await client.query<ListingRef>(
    `SELECT l.id, l.slug FROM listings l WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.regcode = l.registration_number)`,
  )
  return rows
}

/**
 * An upsert of `select`'s rows into `table` that changes a row only when its content differs, so
 * importing the same file twice touches nothing; into an empty table, a plain INSERT (the first
 * import), which spares PostgreSQL checking every row for a conflict.
 */
export function upsertStatement({
  table,
  key,
  columns,
  select,
  empty,
}: {
  table: string
  key: readonly string[]
  columns: readonly string[]
  select: string
  empty: boolean
}): string {
  const insert = `INSERT INTO ${table} (${[...key, ...columns].join(', ')}) ${select}`
  if (empty) return insert
  return `${insert}
    ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}
    WHERE (${columns.map((column) => `${table}.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `excluded.${column}`).join(', ')})`
}

/** Whether `table` holds no row yet. */
export async function isEmpty(client: PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)
  return rows[0].empty
}
