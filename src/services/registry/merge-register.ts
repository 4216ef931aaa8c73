import type { PoolClient } from 'pg'

import { isValidRegistrationNumber } from '@/lib/registration-number'

import { copyCsvFile, dateOf, textOf } from './copy-csv'
import { isEmpty, runTouching, upsertStatement } from './merge-sql'

/*
 * register.csv into registry_companies: staged by COPY, then merged so that a row changes only
 * when its content does, and companies the file no longer holds go; answers the listings of the
 * companies merged or removed, whose pages the import refreshes.
 */

const STAGE = 'registry_stage_companies'

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
  await client.query(`DECLARE registry_regcodes NO SCROLL CURSOR FOR SELECT btrim(regcode) AS regcode FROM ${STAGE}`)
  let failures = 0
  for (;;) {
    const { rows } = await client.query<{ regcode: string | null }>(`FETCH ${BATCH} FROM registry_regcodes`)
    for (const row of rows) if (row.regcode && !isValidRegistrationNumber(row.regcode)) failures++
    if (rows.length < BATCH) break
  }
  await client.query('CLOSE registry_regcodes')
  return failures
}

export async function mergeRegister(client: PoolClient, path: string, sample: boolean) {
  const rows = await copyCsvFile(client, path, STAGE, Object.fromEntries(['regcode', ...NAMES].map((name) => [name, 'text' as const])))
  const checksumFailures = await countChecksumFailures(client)

  const merged = await runTouching(
    client,
    upsertStatement({
      table: 'registry_companies',
      key: ['regcode'],
      columns: [...NAMES, 'sample'],
      select: `SELECT DISTINCT ON (btrim(s.regcode)) btrim(s.regcode), ${Object.values(COLUMNS).join(', ')}, ${sample}
        FROM ${STAGE} s WHERE btrim(s.regcode) ~ '^[0-9]{11}$' AND s.name IS NOT NULL ORDER BY btrim(s.regcode)`,
      empty: await isEmpty(client, 'registry_companies'),
    }),
  )
  const removed = await runTouching(
    client,
    `DELETE FROM registry_companies c WHERE NOT EXISTS (SELECT 1 FROM ${STAGE} s WHERE btrim(s.regcode) = c.regcode) RETURNING regcode`,
  )
  return {
    rows,
    checksumFailures,
    changed: merged.count,
    removed: removed.count,
    listings: [...merged.listings, ...removed.listings],
  }
}
