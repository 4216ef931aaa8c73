import type { CollectionAfterChangeHook } from 'payload'

import { requestDb } from '@/lib/database/request-db'
import type { Listing } from '@/payload-types'
import { recordListingFlags } from '@/services/registry/red-flags'

/**
 * A saved listing's red flags are recorded with the save, in its transaction: a new listing has
 * its company's at once, and a changed headcount or turnover its mismatches. What is recorded is
 * what the seller saw, so an import reacts only to flags that came after (flag-changes.ts).
 */
export const recordRedFlags: CollectionAfterChangeHook<Listing> = async ({ doc, req }) => {
  await recordListingFlags(await requestDb(req), doc.id)
  return doc
}
