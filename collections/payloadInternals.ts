import type { SanitizedConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { ownLockOrAdmin } from '@/access/ownLockOrAdmin'
import { ownPreferences } from '@/access/ownPreferences'
import { staffLockInOwnName } from '@/access/staffLockInOwnName'

/**
 * Payload adds collections of its own while it builds the config (edit locks, preferences),
 * after plugins could reach them, and opens them to any signed-in user by default. Their rules
 * are set here, on the built config, like any collection of ours. (payload-jobs and payload-kv
 * are closed by Payload itself; payload-migrations has no routes.)
 */
export async function withInternalAccess(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  const collection = (slug: string) => {
    const found = config.collections.find((candidate) => candidate.slug === slug)
    if (!found) throw new Error(`Payload no longer adds the ${slug} collection: review collections/payloadInternals.ts`)
    return found
  }
  Object.assign(collection('payload-locked-documents').access, {
    read: isStaff,
    create: staffLockInOwnName,
    update: staffLockInOwnName,
    delete: ownLockOrAdmin,
  })
  Object.assign(collection('payload-preferences').access, { update: ownPreferences })
  return config
}
