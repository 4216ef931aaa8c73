/**
 * `npm run registry:import -- <folder>`: loads the Register of Enterprises' files and the state's
 * risk files in <folder> (default .data/registry, where `npm run registry:fetch` puts them) through
 * the import service (src/services/registry/); --force loads them even when unchanged. A state
 * file missing or malformed stops only its part: the rest is imported, the failures are printed
 * and the command exits with 1. The load needs only a
 * PostgreSQL pool; Payload, whose start outweighs the load's own memory, is started only for
 * pending migrations or, after the load, when listings are to be hidden, mailed about or refreshed.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { databaseUrl } from '../src/lib/database/database-url'
import { poolSettings } from '../src/lib/database/pool-settings'
import { dataDir } from '../src/lib/runtime/data-dir'
import { listingWorkWaiting } from '../src/services/registry/listing-work'
import { loadRegistry } from '../src/services/registry/load-registry'
import { failedParts } from '../src/services/registry/state-files'

const MIGRATIONS = path.resolve(import.meta.dirname, '../src/migrations')

/** Whether a migration in src/migrations (Payload names each after its file) is not applied yet. */
async function migrationsPending(pool: pg.Pool): Promise<boolean> {
  const names = fs
    .readdirSync(MIGRATIONS)
    .filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
  const { rows } = await pool
    .query<{ name: string }>('SELECT name FROM payload_migrations')
    .catch(() => ({ rows: [] as { name: string }[] }))
  const applied = new Set(rows.map((row) => row.name))
  return names.some((name) => !applied.has(name))
}

async function startPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
  ])
  const payload = await getPayload({ config })
  await runMigrations(payload)
  return payload
}

async function main() {
  const args = process.argv.slice(2)
  const folder = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? dataDir('registry'))
  const pool = new pg.Pool(poolSettings(databaseUrl()))
  let payload = (await migrationsPending(pool)) ? await startPayload() : null
  const started = Date.now()
  const { changedListings, ...loaded } = await loadRegistry(pool, folder, { force: args.includes('--force') })
  if (!payload && (await listingWorkWaiting(pool, changedListings))) payload = await startPayload()
  await pool.end()
  const listings = payload
    ? await (await import('../src/services/registry/after-import')).keepListingsHonest(payload, changedListings)
    : { refreshed: 0, hidden: 0, asked: 0, flagsChanged: 0, flagged: 0 }
  console.log(JSON.stringify({ ...loaded, listings }, null, 2))
  console.log(`Register imported from ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  await payload?.destroy()
  const failed = failedParts(loaded.state)
  for (const failure of failed) console.error(failure)
  return failed.length === 0 ? 0 : 1
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
