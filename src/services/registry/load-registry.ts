import fs from 'node:fs'
import path from 'node:path'

import type { Pool } from 'pg'

import { compareFiles, recordFiles, touchFiles } from './file-state'
import { dropUnswapped } from './load-file-table'
import { type ListingRef, registerChanges, reportChanges } from './register-changes'
import { loadRegisterFile } from './register-file'
import { COMPANIES_GROUP, REGISTER_TABLES, REPORTS_GROUP } from './register-tables'
import { countOrphanParts, loadReportFiles } from './report-files'
import { REGISTER_FILE_KEYS, REGISTRY_FILES } from './registry-files'
import { prepareStateFiles, type StateParts, swapStateFiles } from './state-files'
import { STATE_TABLES } from './state-tables'
import { swapTables } from './swap-tables'

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
  /** The state's risk files, each loaded, skipped or failed on its own (state-files.ts). */
  state: StateParts
  /** Listings whose company's rows changed: their pages are refreshed (after-import.ts). */
  changedListings: ListingRef[]
}

/** Our advisory lock keys: team-lock.ts 7001, mail 7002, limits 7003, listings 7004, saved searches 7011; this, one import at a time. */
const IMPORT_LOCK = 7021

const REPORT_FILES = [REGISTRY_FILES.statements, REGISTRY_FILES.income, REGISTRY_FILES.balance]

const ALL_TABLES = [...Object.values(REGISTER_TABLES), ...Object.values(STATE_TABLES)]

/** The register's own files are all needed; a state file missing stops only its part (state-files.ts). */
async function requireFiles(folder: string) {
  const missing = []
  for (const file of REGISTER_FILE_KEYS.map((key) => REGISTRY_FILES[key])) {
    if (!fs.existsSync(path.join(folder, file.name))) missing.push(file.name)
  }
  if (missing.length > 0) throw new Error(`${folder}: ${missing.join(', ')} missing (npm run registry:fetch downloads them)`)
}

/**
 * Loads the Register of Enterprises' files from `folder` (register.csv and the three report
 * files, as data.gov.lv publishes them) and the state's risk files (state-files.ts) into their
 * tables over `pool` alone, no Payload: the register, the reports and each state file only when
 * their files changed since the last import. The
 * files load side by side, each into a fresh table on a connection of its own
 * (load-file-table.ts); what changed is read while the others still load (register-changes.ts),
 * and the fresh tables replace the live ones in one transaction (swap-tables.ts). One import runs
 * at a time (an advisory lock), since the fresh tables' names are fixed.
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

    // Tables left by a run that crashed before its swap.
    await dropUnswapped(client, ALL_TABLES)
    const loadingRegister = loadRegister ? loadRegisterFile(pool, register.states[0].path, options.sample ?? false) : null
    const loadingReports = loadReports ? loadReportFiles(pool, inFolder) : null
    const orphanParts = loadingReports?.then(() => countOrphanParts(pool))
    const preparingState = prepareStateFiles(pool, inFolder, options.force ?? false)
    // Each settles before the fresh tables are dropped, whatever fails first.
    const pending = [loadingRegister, loadingReports, orphanParts, preparingState].filter((work) => work !== null && work !== undefined)
    pending.forEach((work) => work.catch(() => {}))
    try {
      await client.query('BEGIN')
      try {
        // Whole files are compared: room beyond the default 4 MB, for this transaction only. Plans
        // over millions of rows look costly enough for JIT, which costs seconds and saves none.
        await client.query(`SET LOCAL work_mem = '256MB'; SET LOCAL jit = off`)
        const registerLoaded = loadingRegister ? await loadingRegister : null
        const registerChanged = registerLoaded ? await registerChanges(client) : null
        const reportsLoaded = loadingReports ? await loadingReports : null
        const reportsChanged = reportsLoaded ? await reportChanges(client) : null
        // Counted on the fresh tables, so before they are swapped in.
        const orphans = orphanParts ? await orphanParts : 0
        if (registerLoaded) await swapTables(client, COMPANIES_GROUP)
        if (reportsLoaded) await swapTables(client, REPORTS_GROUP)

        if (registerLoaded) {
          await recordFiles(client, register.states, { [REGISTRY_FILES.register.name]: registerLoaded })
        } else await touchFiles(client, register.states)
        if (reportsLoaded) {
          await recordFiles(client, reports.states, {
            [REGISTRY_FILES.statements.name]: reportsLoaded.statements,
            [REGISTRY_FILES.income.name]: reportsLoaded.income,
            [REGISTRY_FILES.balance.name]: reportsLoaded.balance,
          })
        } else await touchFiles(client, reports.states)
        const state = await swapStateFiles(client, await preparingState)
        await client.query('COMMIT')

        const touched = [...(registerChanged?.listings ?? []), ...(reportsChanged?.listings ?? [])]
        return {
          register:
            registerLoaded && registerChanged
              ? {
                  skipped: false,
                  rows: registerLoaded.rows,
                  changed: registerChanged.changed,
                  removed: registerChanged.removed,
                  checksumFailures: registerLoaded.checksumFailures,
                }
              : { skipped: true },
          reports:
            reportsLoaded && reportsChanged
              ? {
                  skipped: false,
                  statements: reportsLoaded.statements.rows,
                  income: reportsLoaded.income.rows,
                  balance: reportsLoaded.balance.rows,
                  changed: reportsChanged.changed,
                  removed: reportsChanged.removed,
                  orphanParts: orphans,
                }
              : { skipped: true },
          state,
          changedListings: [...new Map(touched.map((listing) => [listing.id, listing])).values()],
        }
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    } finally {
      await Promise.allSettled(pending)
      await dropUnswapped(client, ALL_TABLES)
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]).catch(() => {})
    client.release()
  }
}
