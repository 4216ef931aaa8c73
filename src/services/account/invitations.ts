import type { Payload } from 'payload'

import type { Invite } from '@/payload-types'

/** The invitation behind a sign-up code, while it is still open (not accepted, not cancelled). */
export async function pendingInvite(payload: Payload, code: string): Promise<Invite | null> {
  const { docs } = await payload.find({
    collection: 'invites',
    where: { and: [{ code: { equals: code } }, { status: { equals: 'pending' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
