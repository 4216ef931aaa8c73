import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freshTestDatabase, type TestServer } from '../helpers/test-database'

let server: TestServer | undefined
let scratch: string | undefined

/**
 * One fresh database per run, migrated once; uploads, mail outbox and secrets go to a scratch
 * directory, so a run never touches the developer's .data/ or media/.
 */
export async function setup() {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-int-'))
  // As root the embedded cluster runs as `postgres`, which must be able to enter the scratch dir.
  fs.chmodSync(scratch, 0o755)
  server = await freshTestDatabase(scratch)
  console.log(`Integration tests use ${server.describe}`)

  Object.assign(process.env, {
    DATABASE_URL: server.url,
    BIZNESS_DATA_DIR: path.join(scratch, 'data'),
    MEDIA_DIR: path.join(scratch, 'media'),
    PAYLOAD_SECRET: 'integration-test-secret',
    DEMO_PASSWORD: 'demo-password-for-tests',
    SMTP_URL: '',
    // Tests provoke failures on purpose (mail outages, bad input); their logs would bury the report.
    PAYLOAD_LOG_LEVEL: process.env.PAYLOAD_LOG_LEVEL || 'fatal',
  })
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-database.ts'], { stdio: 'inherit', env: process.env })
}

export async function teardown() {
  await server?.dispose()
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
}
