import type { Pool, PoolClient } from 'pg'

import { isValidRegistrationNumber } from '@/lib/registration-number'

import { loadFileTable, type Staged } from './load-file-table'
import { REGISTER_TABLES, sampleColumn } from './register-tables'

/** Regcodes come back in batches of this many for the check-digit count. */
const BATCH = 50_000

/** The register is the authority on its numbers: a failing check digit is only counted (and logged by the caller). */
async function countChecksumFailures(client: PoolClient): Promise<number> {
  await client.query(
    `DECLARE registry_regcodes NO SCROLL CURSOR FOR SELECT btrim(regcode) AS regcode FROM ${REGISTER_TABLES.register.next}`,
  )
  let failures = 0
  for (;;) {
    const { rows } = await client.query<{ regcode: string | null }>(`FETCH ${BATCH} FROM registry_regcodes`)
    for (const row of rows) if (row.regcode && !isValidRegistrationNumber(row.regcode)) failures++
    if (rows.length < BATCH) break
  }
  await client.query('CLOSE registry_regcodes')
  return failures
}

export type LoadedRegister = Staged & { checksumFailures: number }

/**
 * register.csv into its table, its rows marked as the demo's sample when `sample`; the check
 * digits are counted on the same connection, beside the other files' loads.
 */
export async function loadRegisterFile(pool: Pool, path: string, sample: boolean): Promise<LoadedRegister> {
  let checksumFailures = 0
  const loaded = await loadFileTable(pool, path, REGISTER_TABLES.register, {
    ours: [sampleColumn(sample)],
    then: async (client) => {
      checksumFailures = await countChecksumFailures(client)
    },
  })
  return { ...loaded, checksumFailures }
}
