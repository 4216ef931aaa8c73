import fs from 'node:fs'
import path from 'node:path'

import type { Pool } from 'pg'

import { dropStaged } from './copy-csv'
import { compareFiles, recordFiles, touchFiles } from './file-state'
import { mergeRegister, REGISTER_STAGE, stageRegister } from './merge-register'
import { countOrphanParts, mergeReports, REPORT_STAGES, stageReports } from './merge-reports'
import type { ListingRef } from './merge-sql'
import { REGISTRY_FILES } from './registry-files'

export type LoadOptions = {
  /** The generated demo register (src/seed/): its companies are marked as sample data. */
  sample?: boolean
  /** Load the files even when they are the ones loaded last time. */
  force?: boolean
}

export type LoadResult = {
  register: { skipped: true } | { skipped: false; rows: number; changed: number; removed: number; checksumFailures: number }
  reports:
    | { skipped: true }
    | { skipped: false; statements: number; income: number; balance: number; changed: number; removed: number; orphanParts: number }
  /** Listings whose company's rows changed: their pages are refreshed (after-import.ts). */
  changedListings: ListingRef[]
}

/** Our advisory lock keys: team-lock.ts 7001, mail 7002, limits 7003, listings 7004, saved searches 7011; this, one import at a time. */
const IMPORT_LOCK = 7021

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
 * files, as data.gov.lv publishes them) into the register's tables over `pool` alone, no Payload:
 * the register and the reports each only when their files changed since the last import. The
 * files load side by side into unlogged staging tables, each on a connection of its own (the
 * register merged while the reports still load); the register's tables change in one
 * transaction. One import runs at a time (an advisory lock), since the staging tables are shared.
 */
export async function loadRegistry(pool: Pool, folder: string, options: LoadOptions = {}): Promise<LoadResult> {
  await requireFiles(folder)
  const inFolder = (name: string) => path.join(folder, name)
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK])
    const register = await compareFiles(client, [{ name: REGISTRY_FILES.register.name, path: inFolder(REGISTRY_FILES.register.name) }])
    const reports = await compareFiles(
      client,
      REPORT_FILES.map((file) => ({ name: file.name, path: inFolder(file.name) })),
    )
    const loadRegister = options.force || !register.unchanged
    const loadReports = options.force || !reports.unchanged
    if (!loadRegister && !loadReports) {
      await touchFiles(client, [...register.states, ...reports.states])
      return { register: { skipped: true }, reports: { skipped: true }, changedListings: [] }
    }

    const stagedRegister = loadRegister ? stageRegister(pool, register.states[0].path) : null
    const stagedReports = loadReports ? stageReports(pool, inFolder) : null
    const orphanParts = stagedReports?.then(() => countOrphanParts(pool))
    // Each settles before the staging tables go, whatever fails first.
    const pending = [stagedRegister, stagedReports, orphanParts].filter((work) => work !== null && work !== undefined)
    pending.forEach((work) => work.catch(() => {}))
    try {
      await client.query('BEGIN')
      try {
        // Whole files are sorted and joined: room beyond the default 4 MB, for this transaction only. Plans
        // over millions of rows look costly enough for JIT, which costs seconds and saves none.
        await client.query(`SET LOCAL work_mem = '256MB'; SET LOCAL jit = off`)
        const registerStaged = stagedRegister ? await stagedRegister : null
        const registerMerged = registerStaged ? await mergeRegister(client, options.sample ?? false) : null
        const reportsStaged = stagedReports ? await stagedReports : null
        const reportsMerged = reportsStaged ? await mergeReports(client) : null

        if (registerStaged) {
          await recordFiles(client, register.states, { [REGISTRY_FILES.register.name]: registerStaged })
        } else await touchFiles(client, register.states)
        if (reportsStaged) {
          await recordFiles(client, reports.states, {
            [REGISTRY_FILES.statements.name]: reportsStaged.statements,
            [REGISTRY_FILES.income.name]: reportsStaged.income,
            [REGISTRY_FILES.balance.name]: reportsStaged.balance,
          })
        } else await touchFiles(client, reports.states)
        const orphans = orphanParts ? await orphanParts : 0
        await client.query('COMMIT')

        const touched = [...(registerMerged?.listings ?? []), ...(reportsMerged?.listings ?? [])]
        return {
          register:
            registerStaged && registerMerged
              ? {
                  skipped: false,
                  rows: registerStaged.rows,
                  changed: registerMerged.changed,
                  removed: registerMerged.removed,
                  checksumFailures: registerStaged.checksumFailures,
                }
              : { skipped: true },
          reports:
            reportsStaged && reportsMerged
              ? {
                  skipped: false,
                  statements: reportsStaged.statements.rows,
                  income: reportsStaged.income.rows,
                  balance: reportsStaged.balance.rows,
                  changed: reportsMerged.changed,
                  removed: reportsMerged.removed,
                  orphanParts: orphans,
                }
              : { skipped: true },
          changedListings: [...new Map(touched.map((listing) => [listing.id, listing])).values()],
        }
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    } finally {
      await Promise.allSettled(pending)
      await dropStaged(client, [REGISTER_STAGE, ...REPORT_STAGES])
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]).catch(() => {})
    client.release()
  }
}
