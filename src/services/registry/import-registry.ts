import type { Payload } from 'payload'

import { databasePool } from '@/lib/database/pool'

import { type AfterImport, keepListingsHonest } from './after-import'
import { loadRegistry, type LoadOptions, type LoadResult } from './load-registry'

export type ImportOptions = LoadOptions

export type ImportResult = Omit<LoadResult, 'changedListings'> & {
  /** What the import did to listings (after-import.ts). */
  listings: AfterImport
}

/**
 * Loads the Register of Enterprises' files from `folder` into the register's tables
 * (load-registry.ts), then keeps the listings honest (after-import.ts): pages of listings whose
 * company changed are refreshed, listings of closed companies hidden, sellers told of newer
 * reports. Usable from a job; the CLI, scripts/registry-import.ts, starts Payload only when
 * listings need it.
 */
export async function importRegistry(payload: Payload, folder: string, options: ImportOptions = {}): Promise<ImportResult> {
  const { changedListings, ...loaded } = await loadRegistry(databasePool(payload), folder, options)
  const listings = await keepListingsHonest(payload, changedListings)
  return { ...loaded, listings }
}
