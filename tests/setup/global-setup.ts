import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { freshTestDatabase, type TestServer, workerSuffix } from '../helpers/test-database'

let server: TestServer | undefined
let scratch: string | undefined

/**
 * One fresh database per run, migrated once and then copied for each vitest worker, so test
 * files run side by side without seeing each other's rows; uploads, mail outbox and secrets go
 * to a scratch directory per worker, so a run never touches the developer's .data/ or media/.
 */
export async function setup(project: TestProject) {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-int-'))
  // As root the embedded cluster runs as `postgres`, which must be able to enter the scratch dir.
  fs.chmodSync(scratch, 0o755)
  server = await freshTestDatabase(scratch)
  const workers = project.config.maxWorkers
  console.log(`Integration tests use ${server.describe}, copied for ${workers} workers`)

  Object.assign(process.env, {
    DATABASE_URL: server.url,
    BIZNESS_TEST_RUN_DATABASE: server.url,
    BIZNESS_TEST_SCRATCH: scratch,
    PAYLOAD_SECRET: 'integration-test-secret',
    DEMO_PASSWORD: 'demo-password-for-tests',
    SMTP_URL: '',
    // Tests provoke failures on purpose (mail outages, bad input); their logs would bury the report.
    PAYLOAD_LOG_LEVEL: process.env.PAYLOAD_LOG_LEVEL || 'fatal',
  })
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-database.ts'], { stdio: 'inherit', env: process.env })
  for (let worker = 1; worker <= workers; worker++) await server.copy(workerSuffix(worker))
}

export async function teardown() {
  await server?.dispose()
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
}
