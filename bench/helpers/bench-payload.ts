import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { freshTestDatabase } from '../../tests/helpers/test-database'

/**
 * Shuts a bench's Payload down so its database can be dropped. Payload keeps the client it
 * connected with checked out, so ending its pool never settles: dropping the database closes
 * what is left, and the errors that makes are expected.
 */
export async function closeBenchPayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const { pool } = payload.db as unknown as { pool: { on(event: 'error', listener: () => void): void; end(): Promise<void> } }
  pool.on('error', () => {})
  void pool.end()
}

export type BenchPayload = {
  payload: Payload
  config: (typeof import('../../payload.config'))['default']
  /** A directory of the bench's own, removed afterwards. */
  scratch: string
  databaseUrl: string
  /** Which PostgreSQL it is, for the bench's header. */
  database: string
}

/**
 * Runs `work` with the app's Payload on a fresh, migrated database of its own, as the integration
 * tests make one (the PostgreSQL of TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432, else an
 * embedded throwaway cluster), then drops the database and the scratch directory.
 */
export async function withBenchPayload(name: string, work: (bench: BenchPayload) => Promise<void>): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-bench-'))
  fs.chmodSync(scratch, 0o755)
  const server = await freshTestDatabase(scratch, () => {})
  Object.assign(process.env, {
    DATABASE_URL: server.url,
    BIZNESS_DATA_DIR: path.join(scratch, 'data'),
    MEDIA_DIR: path.join(scratch, 'media'),
    PAYLOAD_SECRET: `${name}-bench`,
    SMTP_URL: '',
    PAYLOAD_LOG_LEVEL: 'error',
  })
  // The config reads the environment when it loads, so it is imported only now.
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  const { runMigrations } = await import('../../src/lib/database/migrate')
  const payload = await getPayload({ config })
  try {
    await runMigrations(payload)
    await work({ payload, config, scratch, databaseUrl: server.url, database: server.describe })
  } finally {
    await closeBenchPayload(payload)
    await server.dispose()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
