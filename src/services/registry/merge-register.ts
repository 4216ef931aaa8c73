import type { Pool, PoolClient } from 'pg'

import { isValidRegistrationNumber } from '@/lib/registration-number'

import { dateOf, type Staged, stageCsvFile, textOf } from './copy-csv'
import { isEmpty, listingsOf, runTouching, upsertStatement } from './merge-sql'

/*
 * register.csv into registry_companies: staged by COPY, then merged so that a row changes only
 * when its content does, and companies the file no longer holds go; answers the listings of the
 * companies merged or removed, whose pages the import refreshes.
 */

export const REGISTER_STAGE = 'registry_stage_companies'

/** The kept columns and how each is read from the staged text (atvk stays text: its leading zeros). */
const COLUMNS = {
  name: 's.name',
  regtype: textOf('s.regtype'),
  type: textOf('s.type'),
  registered: dateOf('s.registered'),
  terminated: dateOf('s.terminated'),
  closed: textOf('s.closed'),
  address: textOf('s.address'),
  atvk: textOf('s.atvk'),
} as const

const NAMES = Object.keys(COLUMNS)

/** Regcodes come back in batches of this many for the check-digit count. */
const BATCH = 50_000

/** The register is the authority on its numbers: a failing check digit is only counted (and logged by the caller). */
async function countChecksumFailures(client: PoolClient): Promise<number> {
  await client.query(`DECLARE registry_regcodes NO SCROLL CURSOR FOR SELECT btrim(regcode) AS regcode FROM ${REGISTER_STAGE}`)
  let failures = 0
  for (;;) {
    const { rows } = await client.query<{ regcode: string | null }>(`FETCH ${BATCH} FROM registry_regcodes`)
    for (const row of rows) if (row.regcode && !isValidRegistrationNumber(row.regcode)) failures++
    if (rows.length < BATCH) break
  }
  await client.query('CLOSE registry_regcodes')
  return failures
}

export type StagedRegister = Staged & { checksumFailures: number }

/** register.csv into its staging table; the check digits are counted on the same connection, beside the other files' loads. */
export async function stageRegister(pool: Pool, path: string): Promise<StagedRegister> {
  let checksumFailures = 0
  const staged = await stageCsvFile(
    pool,
    path,
    REGISTER_STAGE,
    Object.fromEntries(['regcode', ...NAMES].map((name) => [name, 'text' as const])),
    async (client) => {
      checksumFailures = await countChecksumFailures(client)
    },
  )
  return { ...staged, checksumFailures }
}

export async function mergeRegister(client: PoolClient, sample: boolean) {
  const empty = await isEmpty(client, 'registry_companies')
  // In key order, so the primary key's index grows at its right edge.
  const upsert = upsertStatement({
    table: 'registry_companies',
    key: ['regcode'],
    columns: [...NAMES, 'sample'],
    select: `SELECT DISTINCT ON (btrim(s.regcode) COLLATE "C") btrim(s.regcode), ${Object.values(COLUMNS).join(', ')}, ${sample}
      FROM ${REGISTER_STAGE} s WHERE btrim(s.regcode) COLLATE "C" ~ '^[0-9]{11}$' AND s.name IS NOT NULL ORDER BY btrim(s.regcode) COLLATE "C"`,
    empty,
  })
  if (empty) {
    // Into an empty table every row is new: its count is the statement's, its listings those with a company now.
    const { rowCount } = await client.query(upsert)
    return { changed: rowCount ?? 0, removed: 0, listings: await listingsOf(client, 'registry_companies') }
  }
  const merged = await runTouching(client, `${upsert} RETURNING regcode`)
  const removed = await runTouching(
    client,
    `DELETE FROM registry_companies c WHERE NOT EXISTS (SELECT 1 FROM ${REGISTER_STAGE} s WHERE btrim(s.regcode) = c.regcode) RETURNING regcode`,
  )
  return { changed: merged.count, removed: removed.count, listings: [...merged.listings, ...removed.listings] }
}
