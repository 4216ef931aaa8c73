import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { findOwnListing } from './find-own-listing'

/**
 * Deletes the caller's own listing (someone else's is a 403 when they can see it, else a 404).
 * The collection's afterDelete hook removes its image and attachment with their files.
 */
export async function deleteListing(payload: Payload, id: number, user: User): Promise<void> {
  await findOwnListing(payload, id, user, { others: 'forbidden' })
  await payload.delete({ collection: 'listings', id, user, overrideAccess: false })
}
