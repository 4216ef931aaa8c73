import { dataDir } from '../data-dir'
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres'

/**
 * The database the app runs on: DATABASE_URL when given, else the embedded cluster under
 * .data/postgres, started now. `embedded` says which, since only the embedded one is seeded
 * with demo data by itself.
 */
export async function localDatabase(log = console.log): Promise<RunningDatabase & { embedded: boolean }> {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) return { url: configured, port: Number(new URL(configured).port || 5432), stop: async () => {}, embedded: false }
  const running = await startEmbeddedPostgres({ dir: dataDir('postgres'), database: 'bizness', log })
  return { ...running, embedded: true }
}
