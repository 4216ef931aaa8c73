import type { Pool } from 'pg'

import { loadFileTable, type Staged } from './load-file-table'
import { REGISTER_TABLES } from './register-tables'
import { REGISTRY_FILES } from './registry-files'

export type LoadedReports = Record<'statements' | 'income' | 'balance', Staged>

/**
 * The three report files side by side, each on a connection of its own. A failure is answered
 * only once all three have ended, so the caller's cleanup never runs before a sibling commits
 * its table.
 */
export async function loadReportFiles(pool: Pool, inFolder: (name: string) => string): Promise<LoadedReports> {
  const loads = (['statements', 'income', 'balance'] as const).map((file) =>
    loadFileTable(pool, inFolder(REGISTRY_FILES[file].name), REGISTER_TABLES[file]),
  )
  await Promise.allSettled(loads)
  const [statements, income, balance] = await Promise.all(loads)
  return { statements, income, balance }
}

/**
 * Statement ids of parts (income statements, balance sheets) that have no statement: read-only, so
 * it runs beside the rest. The statements' ids are hashed in memory (the default 4 MB work_mem
 * spills millions of them to disk in batches), and without JIT, as the import's comparisons.
 */
export async function countOrphanParts(pool: Pool): Promise<number> {
  const { statements, income, balance } = REGISTER_TABLES
  const client = await pool.connect()
  try {
    await client.query(`BEGIN READ ONLY; SET LOCAL work_mem = '256MB'; SET LOCAL jit = off`)
    const { rows } = await client.query<{ parts: string }>(`
      SELECT count(DISTINCT p.id) AS parts FROM (
        SELECT statement_id AS id FROM ${income.next} UNION ALL SELECT statement_id FROM ${balance.next}
      ) p
      WHERE NOT EXISTS (SELECT 1 FROM ${statements.next} s WHERE s.id = p.id)`)
    await client.query('COMMIT')
    return Number(rows[0].parts)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
