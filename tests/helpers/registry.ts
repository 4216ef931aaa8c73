import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Empties the register's tables. A test file that loads register data calls it when done: with
 * data loaded, every seller's save is checked against the register, which later files in the same
 * worker's database do not expect.
 */
export async function clearRegistry(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`TRUNCATE registry_companies, registry_reports, registry_files, registry_listing_years`)
}
