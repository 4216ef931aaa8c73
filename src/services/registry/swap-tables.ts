import { setTimeout as pause } from 'node:timers/promises'

import type { PoolClient } from 'pg'

import { keyIndex, type RegisterGroup } from './register-tables'

/**
 * How long one attempt to swap waits for the live tables' readers. While the swap waits, every new
 * reader queues behind it, so one long reader would stall every page that shows the register:
 * the swap gives way after this and tries again a moment later.
 */
const LOCK_WAIT_MS = 1_000
const RETRY_AFTER_MS = 500
/** Past this the import gives up (and is undone whole); the next run loads the files again. */
export const SWAP_WITHIN_MS = 120_000

/** PostgreSQL's lock_not_available: lock_timeout expired. */
const LOCK_NOT_AVAILABLE = '55P03'

async function swapOnce(client: PoolClient, group: RegisterGroup) {
  await client.query(`SET LOCAL lock_timeout = ${LOCK_WAIT_MS}`)
  if (group.merge) {
    for (const statement of group.merge) await client.query(statement)
    return
  }
  if (group.view) await client.query(`DROP VIEW IF EXISTS ${group.view}`)
  for (const table of group.tables) {
    await client.query(`DROP TABLE IF EXISTS ${table.live}`)
    await client.query(`ALTER TABLE ${table.next} RENAME TO ${table.live}`)
    await client.query(`ALTER INDEX ${keyIndex(table.next)} RENAME TO ${keyIndex(table.live)}`)
  }
  if (group.create) await client.query(group.create)
}

/**
 * Puts a group's freshly loaded tables in place of the live ones, inside the import's transaction:
 * readers keep the old rows until it commits. The view is made again, since a view is bound to the
 * tables it was made on. Each attempt is a savepoint, so one that gave way to readers leaves the
 * transaction as it was.
 */
export async function swapTables(client: PoolClient, group: RegisterGroup) {
  const until = Date.now() + SWAP_WITHIN_MS
  for (;;) {
    await client.query('SAVEPOINT registry_swap')
    try {
      await swapOnce(client, group)
      await client.query('RELEASE SAVEPOINT registry_swap')
      // The rest of the import's transaction waits as long as it must.
      await client.query('SET LOCAL lock_timeout = DEFAULT')
      return
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT registry_swap')
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error
      if (Date.now() > until) {
        throw new Error(
          `The register's tables (${group.view ?? group.tables.map((table) => table.live).join(', ')}) stayed in use for ${SWAP_WITHIN_MS / 1000} s; nothing was imported, run it again`,
          {
            cause: error,
          },
        )
      }
      await pause(RETRY_AFTER_MS)
    }
  }
}
