/**
 * `npm run registry:import -- <folder>`: loads the Register of Enterprises' files in <folder>
 * (default .data/registry, where `npm run registry:fetch` puts them) through the import service
 * (src/services/registry/import-registry.ts); --force loads them even when unchanged.
 */
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../payload.config'
import { runMigrations } from '../src/lib/database/migrate'
import { dataDir } from '../src/lib/runtime/data-dir'
import { importRegistry } from '../src/services/registry/import-registry'

async function main() {
  const args = process.argv.slice(2)
  const folder = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? dataDir('registry'))
  const payload = await getPayload({ config })
  await runMigrations(payload)
  const started = Date.now()
  const result = await importRegistry(payload, folder, { force: args.includes('--force') })
  console.log(JSON.stringify(result, null, 2))
  console.log(`Register imported from ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
