import type { Payload } from 'payload'

import { migrations } from '@/migrations'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

/** Applies the pending migrations of src/migrations (never a dev schema push). */
export const runMigrations = (payload: Payload) =>
  // Payload types a migration's args as unknown; ours are the generated, precisely typed ones.
  payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
