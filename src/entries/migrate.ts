/**
 * Applies pending migrations; with --seed-if-empty, seeds the demo data into a database that
 * has no users yet; with --seed, seeds regardless (the seed never duplicates anything).
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { runMigrations } from '@/lib/database/migrate'
import { seedDemo } from '@/seed'
import { printDemoLogins } from '@/seed/print-logins'

async function main() {
  const payload = await getPayload({ config })
  await runMigrations(payload)
  const seedAlways = process.argv.includes('--seed')
  const seedIfEmpty = process.argv.includes('--seed-if-empty')
  if (seedAlways || seedIfEmpty) {
    const { totalDocs } = await payload.count({ collection: 'users' })
    if (seedAlways || totalDocs === 0) await seedDemo(payload)
    printDemoLogins()
  }
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
