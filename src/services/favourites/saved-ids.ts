import type { Payload } from 'payload'

import { relationId } from '@/lib/database/relation-id'

/** The listings `userId` saved, the newest saved first; only those among `among` when given. */
export async function savedListingIds(payload: Payload, userId: number, among?: number[]): Promise<number[]> {
  if (among?.length === 0) return []
  const { docs } = await payload.find({
    collection: 'favourites',
    where: { and: [{ user: { equals: userId } }, ...(among ? [{ listing: { in: among } }] : [])] },
    select: { listing: true },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => relationId(doc.listing)).filter((id) => id !== undefined)
}
