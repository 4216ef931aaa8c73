import type { PoolClient } from 'pg'

import { keyIndex, type RegisterGroup } from './register-tables'

/**
 * Puts a group's freshly loaded tables in place of the live ones, inside the import's transaction:
 * readers keep the old rows until it commits and wait only for the swap itself. The view is made
 * again, since a view is bound to the tables it was made on.
 */
export async function swapTables(client: PoolClient, group: RegisterGroup) {
  await client.query(`DROP VIEW IF EXISTS ${group.view}`)
  for (const table of group.tables) {
    await client.query(`DROP TABLE IF EXISTS ${table.live}`)
    await client.query(`ALTER TABLE ${table.next} RENAME TO ${table.live}`)
    await client.query(`ALTER INDEX ${keyIndex(table.next)} RENAME TO ${keyIndex(table.live)}`)
  }
  await client.query(group.create)
}
