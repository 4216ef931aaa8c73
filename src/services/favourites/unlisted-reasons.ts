import type { Payload } from 'payload'

import { relationId } from '@/lib/database/relation-id'

export type Unlisted = { title: string; kind: 'hidden' | 'expired' }

/**
 * Why the public no longer sees these listings, which the caller found not public, with their
 * titles: hidden when a moderator hid the listing or its seller is blocked, otherwise expired,
 * the one other way the visibility rule has of leaving a listing out (publicListingWhere).
 * Read past access: only the title and the reason leave this function.
 */
export async function unlistedReasons(payload: Payload, ids: number[]): Promise<Map<number, Unlisted>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: { title: true, status: true, owner: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ownerIds = [...new Set(docs.map((doc) => relationId(doc.owner)).filter((id) => id !== undefined))]
  const { docs: blocked } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { in: ownerIds } }, { blocked: { equals: true } }] },
    select: { blocked: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const blockedIds = new Set(blocked.map((user) => user.id))
  return new Map(
    docs.map((doc) => {
      const hidden = doc.status === 'hidden' || blockedIds.has(relationId(doc.owner) ?? 0)
      return [doc.id, { title: doc.title, kind: hidden ? 'hidden' : 'expired' }]
    }),
  )
}
