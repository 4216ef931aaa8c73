import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { databasePool } from '@/lib/database/pool'

import { type AfterImport, keepListingsHonest } from './after-import'
import { compareFiles, recordFiles, touchFiles } from './file-state'
import { mergeRegister } from './merge-register'
import { mergeReports } from './merge-reports'
import type { ListingRef } from './merge-sql'
import { REGISTRY_FILES } from './registry-files'

export type ImportOptions = {
  /** The generated demo register (src/seed/): its companies are marked as sample data. */
  sample?: boolean
  /** Load the files even when they are the ones loaded last time. */
  force?: boolean
}

export type ImportResult = {
  register: { skipped: true } | { skipped: false; rows: number; changed: number; removed: number; checksumFailures: number }
  reports:
    | { skipped: true }
    | { skipped: false; statements: number; income: number; balance: number; changed: number; removed: number; orphanParts: number }
  /** What the import did to listings (after-import.ts). */
  listings: AfterImport
}

const REPORT_FILES = [REGISTRY_FILES.statements, REGISTRY_FILES.income, REGISTRY_FILES.balance]

async function requireFiles(folder: string) {
  const missing = []
  for (const file of Object.values(REGISTRY_FILES)) {
    if (!fs.existsSync(path.join(folder, file.name))) missing.push(file.name)
  }
  if (missing.length > 0) throw new Error(`${folder}: ${missing.join(', ')} missing (npm run registry:fetch downloads them)`)
}

/**
 * Loads the Register of Enterprises' files from `folder` (register.csv and the three report
 * files, as data.gov.lv publishes them) into the register's tables, in one transaction: the
 * register and the reports each only when their files changed since the last import. Then keeps
 * the listings honest (after-import.ts): pages of listings whose company changed are refreshed,
 * listings of closed companies hidden, sellers told of newer reports. Usable from a job; the
 * CLI is scripts/registry-import.ts.
 */
export async function importRegistry(payload: Payload, folder: string, options: ImportOptions = {}): Promise<ImportResult> {
  await requireFiles(folder)
  const inFolder = (name: string) => path.join(folder, name)
  const client = await databasePool(payload).connect()
  let result: Omit<ImportResult, 'listings'>
  let changedListings: ListingRef[] = []
  try {
    const register = await compareFiles(client, [{ name: REGISTRY_FILES.register.name, path: inFolder(REGISTRY_FILES.register.name) }])
    const reports = await compareFiles(
      client,
      REPORT_FILES.map((file) => ({ name: file.name, path: inFolder(file.name) })),
    )
    const loadRegister = options.force || !register.unchanged
    const loadReports = options.force || !reports.unchanged

    await client.query('BEGIN')
    try {
      // Whole files are sorted and joined: room beyond the default 4 MB, for this transaction only. The
      // staging tables have no statistics, so plans look costly enough for JIT, which costs seconds and saves none.
      await client.query(`SET LOCAL work_mem = '256MB'; SET LOCAL jit = off`)
      const registerResult = loadRegister ? await mergeRegister(client, register.states[0].path, options.sample ?? false) : null
      const reportsResult = loadReports ? await mergeReports(client, inFolder) : null
      if (registerResult) await recordFiles(client, register.states, { [REGISTRY_FILES.register.name]: registerResult.rows })
      else await touchFiles(client, register.states)
      if (reportsResult) {
        await recordFiles(client, reports.states, {
          [REGISTRY_FILES.statements.name]: reportsResult.rows.statements,
          [REGISTRY_FILES.income.name]: reportsResult.rows.income,
          [REGISTRY_FILES.balance.name]: reportsResult.rows.balance,
        })
      } else await touchFiles(client, reports.states)
      const touched = [...(registerResult?.listings ?? []), ...(reportsResult?.listings ?? [])]
      changedListings = [...new Map(touched.map((listing) => [listing.id, listing])).values()]
      await client.query('COMMIT')
      result = {
        register: registerResult
          ? {
              skipped: false,
              rows: registerResult.rows,
              changed: registerResult.changed,
              removed: registerResult.removed,
              checksumFailures: registerResult.checksumFailures,
            }
          : { skipped: true },
        reports: reportsResult
          ? {
              skipped: false,
              ...reportsResult.rows,
              changed: reportsResult.changed,
              removed: reportsResult.removed,
              orphanParts: reportsResult.orphanParts,
            }
          : { skipped: true },
      }
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
  } finally {
    client.release()
  }
  const listings = await keepListingsHonest(payload, changedListings)
  return { ...result, listings }
}
