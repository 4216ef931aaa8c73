import path from 'node:path'

import { vi } from 'vitest'

import { copyUrl, workerSuffix } from '../helpers/test-database'

/**
 * Points this vitest worker at its own copy of the run's database and its own uploads and
 * outbox directories. It runs before every test file, ahead of the file's imports, so
 * payload.config reads these values.
 */
const worker = Number(process.env.VITEST_POOL_ID ?? '1')
const runDatabase = process.env.BIZNESS_TEST_RUN_DATABASE
const scratch = process.env.BIZNESS_TEST_SCRATCH
if (!runDatabase || !scratch) throw new Error('Run the integration tests through vitest.config.ts: its global setup makes their database.')

const own = path.join(scratch, workerSuffix(worker))
Object.assign(process.env, {
  DATABASE_URL: copyUrl(runDatabase, workerSuffix(worker)),
  BIZNESS_DATA_DIR: path.join(own, 'data'),
  MEDIA_DIR: path.join(own, 'media'),
})

// A file that shares its worker may fake Date (vitest.config.ts); the next file starts on the real clock.
vi.useRealTimers()
