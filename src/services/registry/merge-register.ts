import type { PoolClient } from 'pg'

import { isValidRegistrationNumber } from '@/lib/registration-number'

import { copyCsvFile } from './copy-csv'

/*
 * register.csv into registry_companies: staged by COPY, then merged so that a row changes only
 * when its content does, and companies the file no longer holds go. Every regcode merged or
 * removed lands in the temporary table `registry_changed`, which the import reads for the
 * listings it must refresh.
 */

const COMPANY_COLUMNS = ['name', 'regtype', 'type', 'registered', 'terminated', 'closed', 'address', 'atvk'] as const

const REGCODE = /^\d{11}$/

export async function mergeRegister(client: PoolClient, path: string, sample: boolean) {
  await client.query(`CREATE TEMP TABLE registry_stage_companies (
    regcode text, name text, regtype text, type text, registered date, terminated date, closed text, address text, atvk text
  ) ON COMMIT DROP`)
  let checksumFailures = 0
  const copied = await copyCsvFile(
    client,
    path,
    'registry_stage_companies',
    [
      { column: 'regcode', from: 'regcode', kind: 'blankNull' },
      { column: 'name', from: 'name', kind: 'text' },
      { column: 'regtype', from: 'regtype', kind: 'blankNull' },
      { column: 'type', from: 'type', kind: 'blankNull' },
      { column: 'registered', from: 'registered', kind: 'date' },
      { column: 'terminated', from: 'terminated', kind: 'date' },
      // An open company's `closed` is a single space: blank, so NULL.
      { column: 'closed', from: 'closed', kind: 'blankNull' },
      { column: 'address', from: 'address', kind: 'blankNull' },
      // Text, as published: ATVK codes keep their leading zeros.
      { column: 'atvk', from: 'atvk', kind: 'blankNull' },
    ],
    (record, [regcode]) => {
      const code = record[regcode]?.trim() ?? ''
      if (!REGCODE.test(code)) return false
      // The register is the authority on its numbers; a failing check digit is only counted.
      if (!isValidRegistrationNumber(code)) checksumFailures++
      return true
    },
  )

  const set = COMPANY_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')
  const mine = COMPANY_COLUMNS.map((column) => `registry_companies.${column}`).join(', ')
  const theirs = COMPANY_COLUMNS.map((column) => `excluded.${column}`).join(', ')
  const merged = await client.query(`
    WITH merged AS (
      INSERT INTO registry_companies (regcode, ${COMPANY_COLUMNS.join(', ')}, sample)
      SELECT DISTINCT ON (regcode) regcode, ${COMPANY_COLUMNS.join(', ')}, ${sample ? 'true' : 'false'}
      FROM registry_stage_companies ORDER BY regcode
      ON CONFLICT (regcode) DO UPDATE SET ${set}, sample = excluded.sample
      WHERE (${mine}, registry_companies.sample) IS DISTINCT FROM (${theirs}, excluded.sample)
      RETURNING regcode
    )
    INSERT INTO registry_changed SELECT regcode FROM merged`)
  const removed = await client.query(`
    WITH removed AS (
      DELETE FROM registry_companies c
      WHERE NOT EXISTS (SELECT 1 FROM registry_stage_companies s WHERE s.regcode = c.regcode)
      RETURNING regcode
    )
    INSERT INTO registry_changed SELECT regcode FROM removed`)
  return { rows: copied.rows, skipped: copied.skipped, checksumFailures, changed: merged.rowCount ?? 0, removed: removed.rowCount ?? 0 }
}
