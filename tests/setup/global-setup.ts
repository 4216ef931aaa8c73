import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildEntries, ENTRY_SOURCES, entryArgs } from '../../tools/entries'
import { freshTestDatabase, type TestServer, workerSuffix } from '../helpers/test-database'
import { TEST_ENTRY_SOURCES } from '../helpers/test-entries'

type TestRun = { server: TestServer; scratch: string; entries: string }

/** Migrations on an empty database take a few seconds; far past this something waits forever. */
const PREPARE_WITHIN_MS = 180_000

/** Vitest calls this setup once per project (vitest.config.ts has three), in one process: they share one run. */
const shared = globalThis as { biznessTestRun?: Promise<TestRun>; biznessTestRunUsers?: number }

/**
 * One fresh database per run, migrated once and then copied for each vitest worker, so test
 * files run side by side without seeing each other's rows; uploads, mail outbox and secrets go
 * to a scratch directory per worker, so a run never touches the developer's .data/ or media/.
 * The run compiles the processes' entries from the sources (as `npm run build` does, into a
 * folder of its own), so the preparation and the tests' workers run as in production, with no
 * TypeScript loader in them.
 */
export async function setup(project: TestProject) {
  shared.biznessTestRunUsers = (shared.biznessTestRunUsers ?? 0) + 1
  shared.biznessTestRun ??= prepareRun(project.config.maxWorkers)
  await shared.biznessTestRun
}

async function prepareRun(workers: number): Promise<TestRun> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-int-'))
  // As root the embedded cluster runs as `postgres`, which must be able to enter the scratch dir.
  fs.chmodSync(scratch, 0o755)
  const server = await freshTestDatabase(scratch)
  // Inside the project, so Node finds node_modules from the compiled files.
  const entries = path.resolve('node_modules/.cache/bizness-entries', `run-${process.pid}`)
  await buildEntries(entries, { ...ENTRY_SOURCES, ...TEST_ENTRY_SOURCES })
  console.log(`Integration tests use ${server.describe}, copied for ${workers} workers`)

  Object.assign(process.env, {
    DATABASE_URL: server.url,
    BIZNESS_TEST_RUN_DATABASE: server.url,
    BIZNESS_TEST_SCRATCH: scratch,
    BIZNESS_ENTRIES_DIR: entries,
    PAYLOAD_SECRET: 'integration-test-secret',
    DEMO_PASSWORD: 'demo-password-for-tests',
    SMTP_URL: '',
    // Tests provoke failures on purpose (mail outages, bad input); their logs would bury the report.
    PAYLOAD_LOG_LEVEL: process.env.PAYLOAD_LOG_LEVEL || 'fatal',
  })
  execFileSync(process.execPath, entryArgs('migrate'), { stdio: 'inherit', env: process.env, timeout: PREPARE_WITHIN_MS })
  for (let worker = 1; worker <= workers; worker++) await server.copy(workerSuffix(worker))
  return { server, scratch, entries }
}

export async function teardown() {
  shared.biznessTestRunUsers = (shared.biznessTestRunUsers ?? 1) - 1
  if (shared.biznessTestRunUsers > 0 || !shared.biznessTestRun) return
  const { server, scratch, entries } = await shared.biznessTestRun
  shared.biznessTestRun = undefined
  await server.dispose()
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.rmSync(entries, { recursive: true, force: true })
}
