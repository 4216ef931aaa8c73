import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The pg pool under Payload's database adapter, for plain SQL that needs no transaction. */
export const databasePool = (payload: Payload) => (payload.db as unknown as PostgresAdapter).pool
