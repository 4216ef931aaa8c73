import { sql } from '@payloadcms/db-postgres'

/** Ids as the list of an SQL `IN (…)`, each a parameter. */
export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
